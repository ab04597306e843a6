package dev.krait.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** `krait run --approve` suspends (exit 6) into a snapshot; `krait resume` decides and finishes it. */
class DurableCliTest {
  record Run(int code, String out, String err) {}

  static Run krait(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.execute(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), args);
    return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  static String server() {
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    return "inner=" + java + " -Xss16m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp "
        + System.getProperty("java.class.path") + " dev.krait.cli.Main mcp";
  }

  @Test
  void approvalGatedCallsSuspendAndResumeWithDecisions(@TempDir Path dir) throws Exception {
    Path cell = dir.resolve("cell.py");
    Files.writeString(cell, """
        import asyncio
        async def square(i):
            try:
                return await tools.run_python(code=f"text({i} * {i})")
            except ToolError as e:
                return str(e)
        print('start')
        print(await asyncio.gather(*(square(i) for i in range(1, 4))))
        """);
    Path key = dir.resolve("key");
    Files.writeString(key, "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\n");
    Path snapshot = dir.resolve("cell.snapshot");
    Run suspended = krait("run", "--json", "--approve", "run_python", "--snapshot", snapshot.toString(),
        "--snapshot-key", key.toString(), "--mcp", server(), cell.toString());
    assertThat(suspended.code()).as(suspended.err()).isEqualTo(6);
    assertThat(suspended.out().lines().toList()).containsExactly(
        "{\"event\":\"print\",\"text\":\"start\\n\"}",
        "{\"event\":\"approval\",\"id\":\"1\",\"tool\":\"run_python\",\"input\":{\"code\":\"text(1 * 1)\"}}",
        "{\"event\":\"approval\",\"id\":\"2\",\"tool\":\"run_python\",\"input\":{\"code\":\"text(2 * 2)\"}}",
        "{\"event\":\"approval\",\"id\":\"3\",\"tool\":\"run_python\",\"input\":{\"code\":\"text(3 * 3)\"}}",
        "{\"event\":\"result\",\"exitCode\":6,\"toolCalls\":0,\"status\":\"suspended\",\"snapshot\":\""
            + snapshot + "\",\"pending\":3}");

    // a decision on one call: the cell suspends again, on the other two (plain output)
    Run again = krait("resume", snapshot.toString(), "--reject", "2=not this one", "--snapshot-key", key.toString(),
        "--mcp", server());
    assertThat(again.code()).as(again.err()).isEqualTo(6);
    assertThat(again.out()).isEmpty();
    assertThat(again.err()).contains("approval needed: call 1: tools.run_python({\"code\":\"text(1 * 1)\"})")
        .contains("approval needed: call 3:").doesNotContain("call 2:")
        .contains("krait resume " + snapshot + " --approve 1 --approve 3");

    Run done = krait("resume", snapshot.toString(), "--approve", "1", "--approve", "3", "--snapshot-key",
        key.toString(), "--mcp", server());
    assertThat(done.code()).as(done.err()).isZero();
    assertThat(done.out()).isEqualTo("[1, 'tools.run_python: the call was rejected by the reviewer: not this one',"
        + " 9]\n");

    byte[] bytes = Files.readAllBytes(snapshot);
    bytes[bytes.length / 2] ^= 1;
    Files.write(snapshot, bytes);
    Run tampered = krait("resume", snapshot.toString(), "--approve", "1", "--snapshot-key", key.toString());
    assertThat(tampered.code()).isEqualTo(65);
    assertThat(tampered.err()).isEqualTo(
        "snapshot rejected: authentication failed: the snapshot was altered or made with another key\n");
  }

  @Test
  void theDefaultKeyIsMadeOnFirstUseForTheUserAlone(@TempDir Path dir) throws Exception {
    Path cell = dir.resolve("cell.py");
    Files.writeString(cell, "print('no tools, no suspension')\n");
    Path config = dir.resolve("config");
    System.setProperty("krait.configDir", config.toString());
    try {
      Path snapshot = dir.resolve("s");
      Run usage = krait("run", "--approve", "nothing", "--snapshot", snapshot.toString(), cell.toString());
      assertThat(usage.code()).isEqualTo(64);
      assertThat(usage.err()).isEqualTo("krait: --approve names no tool of the cell: nothing\n");
      Path key = config.resolve("snapshot.key");
      assertThat(Files.readString(key)).matches("[0-9a-f]{64}\n");
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(key))).isEqualTo("rw-------");
      String first = Files.readString(key);
      krait("run", "--approve", "nothing", "--snapshot", snapshot.toString(), cell.toString());
      assertThat(Files.readString(key)).as("made once").isEqualTo(first);
      Files.write(snapshot, new byte[] {1, 2, 3});
      Run garbage = krait("resume", snapshot.toString());
      assertThat(garbage.code()).isEqualTo(65);
      assertThat(garbage.err()).isEqualTo("snapshot rejected: not a Krait snapshot (too short: 3 bytes)\n");
    } finally {
      System.clearProperty("krait.configDir");
    }
  }
}
