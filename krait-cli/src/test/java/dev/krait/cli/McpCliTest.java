package dev.krait.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `krait run --mcp` against `krait mcp` itself (a real child process speaking MCP over stdio). */
class McpCliTest {
  private static final String JAVA = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
  private static final String KRAIT = JAVA + " -Xss16m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "
      + System.getProperty("java.class.path") + " dev.krait.cli.Main";

  /** Runs {@code krait ARGS...} in this JVM: exit code, standard output, standard error. */
  private static String[] krait(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), args);
    return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
  }

  /**
   * Issue 17 end to end: `krait mcp --isolate` (cells in worker processes) driven by a real MCP
   * client (`krait run --mcp`), its cells calling an upstream MCP server's tool (a plain `krait
   * mcp`); the pre-run check stays in the host, in the isolated server and in `krait run --isolate`.
   */
  @Test
  void isolatedKraitMcpRunsCellsThatCallUpstreamTools(@TempDir Path dir) throws Exception {
    String server = "isolated=" + KRAIT + " mcp --isolate --upstream 'inner=" + KRAIT + " mcp'";
    Path cell = dir.resolve("cell.py");
    Files.writeString(cell, """
        import asyncio
        rs = await asyncio.gather(*(tools.run_python(code=f"text(await tools.run_python(code='text({i} * 7)'))")
                                    for i in range(1, 4)))
        print(rs)
        try:
            await tools.run_python(code="await tools.run_pythn(code='1')")
        except Exception as e:
            print(type(e).__name__, str(e).splitlines()[0])
        """);
    String[] ran = krait("run", "--mcp", server, cell.toString());
    assertThat(ran[0]).as(ran[2]).isEqualTo("0");
    // the upstream's texts come back as JSON values; the typo is refused by the check in the
    // isolated server's host before any worker runs it
    assertThat(ran[1]).isEqualTo("[7, 14, 21]\n"
        + "ToolError CheckError: tools.run_pythn is not a tool; did you mean tools.run_python? (found before running; nothing ran)\n");

    Path typo = dir.resolve("typo.py");
    Files.writeString(typo, "await tools.run_pythn(code='1')\n");
    String[] refused = krait("run", "--isolate", "--mcp", server, typo.toString());
    String[] inProcess = krait("run", "--mcp", server, typo.toString());
    assertThat(refused[0]).isNotEqualTo("0").isEqualTo(inProcess[0]);
    assertThat(refused[2]).contains("tools.run_pythn is not a tool; did you mean tools.run_python?").isEqualTo(inProcess[2]);
  }

  @Test
  void runsACellAgainstKraitMcpWithAStore(@TempDir Path dir) throws Exception {
    String server = "inner=" + KRAIT + " mcp";
    Path cell = dir.resolve("cell.py");
    Files.writeString(cell, """
        import asyncio
        results = await asyncio.gather(*(tools.run_python(code=f"text({i} * {i})") for i in range(4)))
        previous = load("total")
        total = sum(int(r) for r in results)
        store("total", total)
        print(previous, total)
        """);
    Path db = dir.resolve("state.db");
    for (String expected : new String[] {"None 14", "14 14"}) {
      String[] ran = krait("run", "--mcp", server, "--store", db.toString(), cell.toString());
      assertThat(ran[0]).as(ran[2]).isEqualTo("0");
      assertThat(ran[1]).isEqualTo(expected + "\n");
    }
  }
}
