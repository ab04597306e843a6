/*
 * The `krait` command. Its exit codes and output shapes are a contract other tools rely on
 * (DESIGN.md): 0 success, 1 uncaught Python exception, 2 syntax error, 3 resource limit,
 * 4 cancelled, 5 fatal tool or internal error, 6 suspended (waiting for approvals), 64 usage error,
 * 65 snapshot rejected.
 */
package dev.krait.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: dispatches to subcommands. */
@Command(name = "krait", mixinStandardHelpOptions = true, version = "krait 0.1.0",
    description = "Python code mode for the JVM: run Python cells in a sandbox.",
    subcommands = {RunCommand.class, ResumeCommand.class, CheckCommand.class, McpCommand.class})
public final class Main implements Runnable {

  /** Exit code for a usage error (BSD sysexits EX_USAGE). */
  static final int EXIT_USAGE = 64;

  private static PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false,
      StandardCharsets.UTF_8);
  private static PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true,
      StandardCharsets.UTF_8);

  public static void main(String[] args) {
    int code = execute(args);
    out.flush();
    err.flush();
    System.exit(code);
  }

  /** Standard output as UTF-8, whatever the platform encoding (tests may redirect it). */
  static PrintStream out() {
    return out;
  }

  static PrintStream err() {
    return err;
  }

  /** Runs with the given streams instead of the process's (for tests). */
  static int execute(PrintStream stdout, PrintStream stderr, String... args) {
    PrintStream savedOut = out;
    PrintStream savedErr = err;
    out = stdout;
    err = stderr;
    try {
      return execute(args);
    } finally {
      out.flush();
      err.flush();
      out = savedOut;
      err = savedErr;
    }
  }

  /** Runs the command line and returns the exit code (testable without exiting the JVM). */
  static int execute(String... args) {
    if (args.length == 2 && args[0].equals("run") && (args[1].equals("-") || !args[1].startsWith("-"))) {
      // the common one-shot form skips picocli: its classes (old class files, which the CDS
      // archive cannot hold) were a large part of a trivial run's start-up
      return RunCommand.withDefaults(args[1]).call();
    }
    CommandLine cli = new CommandLine(new Main());
    cli.setExitCodeExceptionMapper(e -> EXIT_USAGE);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    cli.setParameterExceptionHandler((ex, a) -> {
      cli.getErr().println("krait: " + ex.getMessage());
      ex.getCommandLine().usage(cli.getErr());
      return EXIT_USAGE;
    });
    return cli.execute(args);
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(new CommandLine(this), "missing subcommand");
  }
}
