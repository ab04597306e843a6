package dev.krait.mcp;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.Isolation;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * What `krait mcp` does over stdio, with TestMcpServer upstream (the CLI's own test covers the
 * command). {@code --isolate}: cells run in worker processes (Isolation.PROCESS), with a CPU budget
 * that leaves room for a loaded machine's process round trips.
 */
public final class KraitStdioMain {
  public static void main(String[] args) throws Exception {
    boolean isolate = java.util.Arrays.asList(args).contains("--isolate");
    ChildProcesses.exitWithParent();
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    try (McpTools tools = McpTools.builder().upstream(McpUpstream.stdio("test", McpToolsTest.testServerCommand()))
        .callTimeout(Duration.ofSeconds(5)).connect();
        KraitMcpServer server = KraitMcpServer.builder().upstream(tools)
            .isolation(isolate ? Isolation.PROCESS : Isolation.IN_PROCESS)
            .limits(CellLimits.builder().timeout(Duration.ofSeconds(isolate ? 3 : 1)).heapBytes(32L << 20).build()).build()) {
      server.serveStdio(System.in, out);
    }
    System.exit(0);
  }
}
