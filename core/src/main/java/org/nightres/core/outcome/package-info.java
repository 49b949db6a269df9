/**
 * The immutable result of resolving a night: deaths, recruitments, feedback, notices and a
 * scheme-specific explanation tree.
 */
package org.nightres.core.outcome;
