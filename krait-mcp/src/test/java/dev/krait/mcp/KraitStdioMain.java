package dev.krait.mcp;

import dev.krait.runtime.CellLimits;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** What `krait mcp` does over stdio, with TestMcpServer upstream (the CLI's own test covers the command). */
public final class KraitStdioMain {
  public static void main(String[] args) throws Exception {
    ChildProcesses.exitWithParent();
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    try (McpTools tools = McpTools.builder().upstream(McpUpstream.stdio("test", McpToolsTest.testServerCommand()))
        .callTimeout(Duration.ofSeconds(5)).connect();
        KraitMcpServer server = KraitMcpServer.builder().upstream(tools)
            .limits(CellLimits.builder().timeout(Duration.ofSeconds(1)).heapBytes(32L << 20).build()).build()) {
      server.serveStdio(System.in, out);
    }
    System.exit(0);
  }
}
