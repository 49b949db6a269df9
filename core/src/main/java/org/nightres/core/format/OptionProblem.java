package org.nightres.core.format;

import org.nightres.core.model.GameOption;

/** A problem with an option setting, reported at its {@code option} line. */
record OptionProblem(GameOption option, String message) {}
