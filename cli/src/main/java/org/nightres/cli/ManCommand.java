package org.nightres.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Spec;

/**
 * {@code nightres man}: prints the manual page, in roff, made from the command definitions
 * (every subcommand, its parameters and options, their descriptions), so it never falls behind
 * them: {@code nightres man > nightres.1 && man ./nightres.1}.
 */
@Command(name = "man", mixinStandardHelpOptions = true,
    description = "Prints the manual page (roff): nightres man > nightres.1 && man ./nightres.1")
final class ManCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    out.print(page(Main.commandLine()));
    out.flush();
    return ExitCodes.OK;
  }

  /** The manual page of {@code top} and its subcommands. */
  static String page(CommandLine top) {
    CommandSpec root = top.getCommandSpec();
    StringBuilder sb = new StringBuilder();
    sb.append(".TH NIGHTRES 1 \"\" \"").append(escape(String.join(" ",
        root.version()))).append("\" \"User Commands\"\n");
    sb.append(".SH NAME\nnightres \\- ").append(escape(String.join(" ", root.usageMessage()
        .description()))).append('\n');
    sb.append(".SH SYNOPSIS\n.B nightres\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIFILE\\fR]\n");
    sb.append(".SH COMMANDS\n");
    for (CommandLine sub : top.getSubcommands().values()) {
      CommandSpec c = sub.getCommandSpec();
      sb.append(".SS ").append(c.name());
      for (PositionalParamSpec p : c.positionalParameters()) {
        sb.append(' ').append(escape(p.paramLabel()));
      }
      sb.append('\n');
      for (String line : c.usageMessage().description()) {
        sb.append(escape(line)).append("\n.br\n");
      }
      for (PositionalParamSpec p : c.positionalParameters()) {
        sb.append(".TP\n.I ").append(escape(p.paramLabel())).append('\n')
            .append(escape(String.join(" ", p.description()))).append('\n');
      }
      options(sb, c.options());
    }
    sb.append(".SH OPTIONS\n");
    options(sb, root.options());
    sb.append(".SH EXIT STATUS\n");
    for (var e : root.usageMessage().exitCodeList().entrySet()) {
      sb.append(".TP\n.B ").append(escape(e.getKey().trim())).append('\n')
          .append(escape(e.getValue())).append('\n');
    }
    sb.append(".SH SEE ALSO\nThe moderator's guide, docs/moderators-guide.md; the .night format, "
        + "night-format.md.\n");
    return sb.toString();
  }

  private static void options(StringBuilder sb, List<OptionSpec> options) {
    for (OptionSpec o : options) {
      if (o.hidden()) {
        continue;
      }
      sb.append(".TP\n.B ").append(escape(String.join(", ", o.names())));
      if (o.arity().max() > 0) {
        sb.append(" \\fI").append(escape(o.paramLabel())).append("\\fR");
      }
      sb.append('\n').append(escape(String.join(" ", o.description()))).append('\n');
    }
  }

  /** Text as roff reads it: backslashes doubled, a leading dot or quote kept as text. */
  private static String escape(String text) {
    String s = text.replace("\\", "\\e").replace("%n", " ");
    return s.startsWith(".") || s.startsWith("'") ? "\\&" + s : s;
  }
}
