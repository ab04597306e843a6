/*
 * The options that give a cell MCP tools (--mcp, --mcp-url, --tool-timeout), shared by the
 * commands that run or check cells, as one picocli mixin so they cannot drift apart.
 */
package dev.krait.cli;

import dev.krait.mcp.McpTools;
import dev.krait.mcp.McpUpstream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** {@code --mcp}, {@code --mcp-url}, {@code --tool-timeout}, and the {@link McpTools} they make. */
final class ToolOptions {
  @Option(names = "--mcp", paramLabel = "[NAME=]COMMAND",
      description = "Start this MCP server (stdio) and give the cell its tools; repeatable.")
  List<String> mcp = new ArrayList<>();

  @Option(names = "--mcp-url", paramLabel = "[NAME=]URL",
      description = "Connect to this streamable-HTTP MCP server and give the cell its tools; repeatable.")
  List<String> mcpUrl = new ArrayList<>();

  @Option(names = "--tool-timeout", defaultValue = "60s", converter = Sizes.DurationConverter.class,
      description = "How long one MCP tool call may take (default: ${DEFAULT-VALUE}).")
  Duration toolTimeout;

  /** Whether any server was named. */
  boolean any() {
    return !mcp.isEmpty() || !mcpUrl.isEmpty();
  }

  /**
   * Connects the servers.
   *
   * @throws IllegalArgumentException for a malformed spec (a usage error)
   * @throws dev.krait.mcp.McpStartupException if a server cannot be started
   */
  McpTools connect() {
    McpTools.Builder builder = McpTools.builder().callTimeout(toolTimeout);
    List<McpUpstream> specs = new ArrayList<>();
    try {
      mcp.forEach(spec -> specs.add(McpUpstream.parse(spec)));
      mcpUrl.forEach(spec -> specs.add(McpUpstream.parse(spec)));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("invalid --mcp/--mcp-url: " + e.getMessage(), e);
    }
    return builder.upstreams(specs).connect();
  }
}
