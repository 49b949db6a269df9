package org.nightres.core;

import com.google.common.base.Preconditions;
import org.nightres.core.model.GameOption;

/**
 * An option setting a resolver cannot honour, and why ({@link NightResolver#unsupported}): an
 * explicit refusal, never a silent no-op.
 *
 * @param option the option
 * @param reason a sentence for people, e.g. {@code nar cannot stop actions at a death: ...}
 */
public record UnsupportedOption(GameOption option, String reason) {
  /**
   * A refusal, checked: neither part may be null.
   *
   * @param option the option
   * @param reason a sentence for people
   */
  public UnsupportedOption {
    Preconditions.checkNotNull(option);
    Preconditions.checkNotNull(reason);
  }
}
