/*
 * `krait mcp`: Krait as a code-mode MCP server (stdio by default, streamable HTTP with --http),
 * offering run_python over the tools of the --upstream MCP servers.
 */
package dev.krait.cli;

import dev.krait.mcp.KraitMcpServer;
import dev.krait.mcp.McpStartupException;
import dev.krait.mcp.McpTools;
import dev.krait.mcp.McpUpstream;
import dev.krait.mcp.SqliteCellStore;
import dev.krait.runtime.CellLimits;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Serves MCP with a run_python tool. */
@Command(name = "mcp", mixinStandardHelpOptions = true,
    header = "Serve Krait as an MCP server whose one tool, run_python, runs cells.",
    description = {"Serve MCP (stdio by default, or streamable HTTP with --http) with one tool, run_python,",
        "that runs a Python cell against the tools of the --upstream MCP servers."})
final class McpCommand implements Callable<Integer> {

  @Option(names = "--upstream", paramLabel = "NAME=COMMAND|NAME=URL",
      description = "An MCP server whose tools cells may call: a command started over stdio, or an "
          + "http(s) URL; repeatable. With several, tools are named NAME__TOOL.")
  List<String> upstream = new ArrayList<>();

  @Option(names = "--http", paramLabel = "PORT",
      description = "Serve streamable HTTP at http://127.0.0.1:PORT/mcp instead of stdio (0: any free port).")
  Integer http;

  @Option(names = "--store", paramLabel = "FILE",
      description = "Keep store()/load() state in this SQLite file, shared by all sessions (default: in memory, per session).")
  Path store;

  @Mixin
  LimitOptions limitOptions;

  @Option(names = "--tool-timeout", defaultValue = "60s", converter = Sizes.DurationConverter.class,
      description = "How long one upstream tool call may take (default: ${DEFAULT-VALUE}).")
  Duration toolTimeout;

  @Option(names = "--approve", paramLabel = "TOOL",
      description = "Calls to TOOL wait for the user's approval: a cell waiting on them is returned as suspended,"
          + " and the resume_python tool continues it with the decisions. Repeatable.")
  java.util.List<String> approve = new java.util.ArrayList<>();

  @Option(names = "--catalogue-limit", defaultValue = "30",
      description = "Above this many upstream tools, run_python offers search_tools/describe_tool "
          + "instead of listing them all (default: ${DEFAULT-VALUE}).")
  int catalogueLimit;

  @Override
  public Integer call() throws Exception {
    PrintStream err = Main.err();
    // The embedded HTTP server logs through java.util.logging: send it to the command's SLF4J
    // binding, so it obeys the same level (warnings) and format as everything else.
    org.slf4j.bridge.SLF4JBridgeHandler.removeHandlersForRootLogger();
    org.slf4j.bridge.SLF4JBridgeHandler.install();
    // In stdio mode standard output carries the protocol: keep every stray print away from it.
    PrintStream protocolOut = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
    if (http == null) {
      System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    }
    CellLimits limits;
    try {
      limits = limitOptions.limits();
    } catch (IllegalArgumentException e) {
      err.println("krait: " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    List<McpUpstream> specs = new ArrayList<>();
    try {
      upstream.forEach(s -> specs.add(McpUpstream.parse(s)));
    } catch (IllegalArgumentException e) {
      err.println("krait: invalid --upstream: " + e.getMessage());
      return Main.EXIT_USAGE;
    }
    McpTools tools = null;
    SqliteCellStore sqlite = null;
    try {
      if (!specs.isEmpty()) {
        tools = McpTools.builder().upstreams(specs).callTimeout(toolTimeout).connect();
      }
      if (store != null) {
        sqlite = SqliteCellStore.open(store);
      }
      KraitMcpServer.Builder builder = KraitMcpServer.builder().limits(limits).catalogueLimit(catalogueLimit)
          .isolation(limitOptions.isolation())
          .requireApproval(approve);
      if (tools != null) {
        builder.upstream(tools);
      }
      if (sqlite != null) {
        builder.store(sqlite);
      }
      try (KraitMcpServer server = builder.build()) {
        if (http != null) {
          int port = server.startHttp(http);
          err.println("krait: serving MCP at http://127.0.0.1:" + port + "/mcp");
          server.awaitHttp();
        } else {
          server.serveStdio(new FileInputStream(FileDescriptor.in), protocolOut);
        }
      }
      return 0;
    } catch (McpStartupException | IllegalStateException e) {
      err.println("krait: " + e.getMessage());
      return RunCommand.FATAL;
    } finally {
      if (tools != null) {
        tools.close();
      }
      if (sqlite != null) {
        sqlite.close();
      }
    }
  }
}
