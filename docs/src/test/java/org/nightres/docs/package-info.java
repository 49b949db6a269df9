/** Tests that keep the documentation true: every sample in it compiles, runs and parses. */
package org.nightres.docs;
