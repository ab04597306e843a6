/*
 * The `krait run` contract: exit codes, where output goes, and the --json event stream.
 */
package dev.krait.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunCommandTest {
  @TempDir
  Path dir;

  private record Run(int code, String out, String err) {}

  private Run run(String source, String... options) throws IOException {
    Path file = dir.resolve("cell.py");
    Files.writeString(file, source, StandardCharsets.UTF_8);
    String[] args = new String[options.length + 2];
    args[0] = "run";
    System.arraycopy(options, 0, args, 1, options.length);
    args[args.length - 1] = file.toString();
    return runArgs(args);
  }

  private static Run runArgs(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), args);
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void successPrintsAndTextsInOrder() throws IOException {
    Run r = run("import asyncio\nprint('a')\ntext('b')\nawait asyncio.sleep(0)\nprint('c', end='')\n");
    assertThat(r.code()).isZero();
    assertThat(r.out()).isEqualTo("a\nb\nc");
    assertThat(r.err()).isEmpty();
  }

  @Test
  void uncaughtExceptionExitsOneWithTraceback() throws IOException {
    Run r = run("def f():\n    raise KeyError('k')\nf()\n");
    assertThat(r.code()).isEqualTo(1);
    assertThat(r.err()).startsWith("Traceback (most recent call last):\n").endsWith("KeyError: 'k'\n");
  }

  @Test
  void syntaxErrorExitsTwo() throws IOException {
    Run r = run("x = (1,\n");
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip()).endsWith("SyntaxError: '(' was never closed");
  }

  @Test
  void limitsExitThree() throws IOException {
    assertThat(run("while True:\n    pass\n", "--timeout", "200ms").code()).isEqualTo(3);
    Run memory = run("x = []\nwhile True:\n    x.append('y' * 100000)\n", "--heap", "8m");
    assertThat(memory.code()).isEqualTo(3);
    assertThat(memory.err()).contains("LimitExceeded");
  }

  @Test
  void exitIsSuccess() throws IOException {
    Run r = run("print('before')\nexit()\nprint('after')\n");
    assertThat(r.code()).isZero();
    assertThat(r.out()).isEqualTo("before\n");
  }

  @Test
  void usageErrorsExitSixtyFour() throws IOException {
    assertThat(runArgs("run", dir.resolve("missing.py").toString()).code()).isEqualTo(64);
    assertThat(runArgs("run", "--heap", "1m", "x.py").code()).isEqualTo(64);
    assertThat(runArgs("run", "--timeout", "soon", "x.py").code()).isEqualTo(64);
    assertThat(runArgs("frobnicate").code()).isEqualTo(64);
    assertThat(runArgs().code()).isEqualTo(64);
  }

  @Test
  void jsonModeEmitsEventsAndResult() throws IOException {
    Run r = run("print('p')\ntext({'k': [1, 2]})\nnotify('n')\nraise ValueError('v')\n", "--json");
    assertThat(r.code()).isEqualTo(1);
    String[] lines = r.out().split("\n");
    assertThat(lines[0]).isEqualTo("{\"event\":\"print\",\"text\":\"p\\n\"}");
    assertThat(lines[1]).isEqualTo("{\"event\":\"text\",\"text\":\"{\\\"k\\\":[1,2]}\"}");
    assertThat(lines[2]).isEqualTo("{\"event\":\"notify\",\"message\":\"n\"}");
    assertThat(lines[3]).startsWith("{\"event\":\"result\",\"exitCode\":1").contains("\"kind\":\"ExecutionError\"")
        .contains("\"message\":\"ValueError: v\"");
  }

  @Test
  void storeAndLoadWorkWithinARun() throws IOException {
    Run r = run("store('k', {'v': 1})\nprint(load('k'))\n");
    assertThat(r.code()).isZero();
    assertThat(r.out()).isEqualTo("{'v': 1}\n");
  }

  @Test
  void aFileThatIsNotUtf8IsCPythonsSyntaxError() throws IOException {
    Path file = dir.resolve("cell.py");
    Files.write(file, new byte[] {'x', ' ', '=', ' ', '1', '\n', '#', ' ', (byte) 0xff, '\n'});
    Run r = runArgs("run", file.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.err().strip()).isEqualTo("SyntaxError: Non-UTF-8 code starting with '\\xff' in file " + file
        + " on line 2, but no encoding declared; see https://peps.python.org/pep-0263/ for details");
    Run json = runArgs("run", "--json", file.toString());
    assertThat(json.code()).isEqualTo(2);
    assertThat(json.out()).contains("\"kind\":\"ParseError\"").contains("Non-UTF-8 code starting with");
  }

  @Test
  void limitOptionsAreCheckedInTheOptionsOwnWords() throws IOException {
    assertThat(run("1", "--timeout", "0s").err()).isEqualTo("krait: --timeout must be more than 0 (got 0s)\n");
    assertThat(run("1", "--timeout", "25h").err())
        .isEqualTo("krait: --timeout must be at most 24h (got 25h)\n");
    assertThat(run("1", "--heap", "1m").err()).isEqualTo("krait: --heap must be at least 8m (got 1m)\n");
    Run huge = run("1", "--heap", "100000g");
    assertThat(huge.code()).isEqualTo(Main.EXIT_USAGE);
    assertThat(huge.err()).startsWith("krait: --heap 100000g is more than this Java VM can give: its maximum heap is ")
        .endsWith(" (java -Xmx)\n");
  }

  @Test
  void notificationsGoToStderrInPlainMode() throws IOException {
    Run r = run("print('a')\nnotify('half way')\nprint('b')\n");
    assertThat(r.code()).isZero();
    assertThat(r.out()).isEqualTo("a\nb\n");
    assertThat(r.err()).isEqualTo("notify: half way\n");
  }

  @Test
  void helpShowsEverySubcommandsSummaryWhole() {
    Run r = runArgs("--help");
    assertThat(r.code()).isZero();
    assertThat(r.out()).contains("run     Run FILE (or - for standard input) as one Krait cell.\n")
        .contains("resume  Continue a cell that `krait run --approve` suspended.\n")
        .contains("check   Check FILE (or - for standard input) as a cell, without running it.\n")
        .contains("mcp     Serve Krait as an MCP server whose one tool, run_python, runs cells.\n");
  }

  @Test
  void checkPrintsCompilerStyleDiagnosticsAndExitsTwoOnErrors() throws IOException {
    Path file = dir.resolve("bad.py");
    Files.writeString(file, "import numpy\nawait tools.nope()\nprint(missing)\n", StandardCharsets.UTF_8);
    Run r = runArgs("check", file.toString());
    assertThat(r.code()).isEqualTo(2);
    assertThat(r.out().lines().toList()).hasSize(3);
    assertThat(r.out().lines().toList().get(0)).startsWith(file + ":1:8: warning: module 'numpy' is not available");
    assertThat(r.out().lines().toList().get(1)).isEqualTo(file + ":2:7: error: tools.nope is not a tool; the cell has no tools");
    assertThat(r.out().lines().toList().get(2))
        .isEqualTo(file + ":3:7: warning: name 'missing' is never assigned in the cell (a NameError if reached)");
    Run json = runArgs("check", "--json", file.toString());
    assertThat(json.code()).isEqualTo(2);
    assertThat(json.out()).startsWith("{\"file\":\"" + file + "\",\"errors\":1,\"warnings\":2,\"diagnostics\":[")
        .contains("{\"severity\":\"error\",\"line\":2,\"column\":7,\"message\":\"tools.nope is not a tool; the cell has no tools\"}");
    Files.writeString(file, "import numpy\n", StandardCharsets.UTF_8);
    Run warnOnly = runArgs("check", file.toString());
    assertThat(warnOnly.code()).isZero();
    Files.writeString(file, "x = 1\n", StandardCharsets.UTF_8);
    Run clean = runArgs("check", file.toString());
    assertThat(clean.code()).isZero();
    assertThat(clean.out()).isEmpty();
  }

  @Test
  void runRefusesACellWithCheckErrorsAndShowsWarningsBesideARun() throws IOException {
    Run refused = run("print('before')\nawait tools.nope()\n");
    assertThat(refused.code()).isEqualTo(2);
    assertThat(refused.out()).isEmpty();
    assertThat(refused.err()).endsWith(":2:7: error: tools.nope is not a tool; the cell has no tools\n")
        .contains("cell.py:2:7: error:");
    Run warned = run("try:\n    print(x)\nexcept NameError:\n    print('caught')\n");
    assertThat(warned.code()).isZero();
    assertThat(warned.out()).isEqualTo("caught\n");
    assertThat(warned.err()).contains("cell.py:2:11: warning: name 'x' is never assigned in the cell");
  }
}
