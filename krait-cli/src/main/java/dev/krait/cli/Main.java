/*
 * The `krait` command. Its exit codes and output shapes are a contract other tools rely on
 * (DESIGN.md): 0 success, 1 uncaught Python exception, 2 syntax error, 3 resource limit,
 * 4 cancelled, 5 fatal tool or internal error, 64 usage error.
 */
package dev.krait.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: dispatches to subcommands. */
@Command(name = "krait", mixinStandardHelpOptions = true, version = "krait 0.1.0",
    description = "Python code mode for the JVM: run Python cells in a sandbox.",
    subcommands = {RunCommand.class})
public final class Main implements Runnable {

  /** Exit code for a usage error (BSD sysexits EX_USAGE). */
  static final int EXIT_USAGE = 64;

  public static void main(String[] args) {
    System.exit(execute(args));
  }

  /** Runs the command line and returns the exit code (testable without exiting the JVM). */
  static int execute(String... args) {
    CommandLine cli = new CommandLine(new Main());
    cli.setExitCodeExceptionMapper(e -> EXIT_USAGE);
    cli.setParameterExceptionHandler((ex, a) -> {
      cli.getErr().println("krait: " + ex.getMessage());
      ex.getCommandLine().usage(cli.getErr());
      return EXIT_USAGE;
    });
    return cli.execute(args);
  }

  @Override
  public void run() {
    CommandLine.usage(this, System.err);
    throw new CommandLine.ParameterException(new CommandLine(this), "missing subcommand");
  }
}
