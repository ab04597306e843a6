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

  @Test
  void runsACellAgainstKraitMcpWithAStore(@TempDir Path dir) throws Exception {
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    String server = "inner=" + java + " -Xss16m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp " + System.getProperty("java.class.path") + " dev.krait.cli.Main mcp";
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
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code = Main.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8),
          "run", "--mcp", server, "--store", db.toString(), cell.toString());
      assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
      assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(expected + "\n");
    }
  }
}
