/*
 * Connecting to the upstream MCP servers failed: the cell cannot run with these tools.
 */
package dev.krait.mcp;

/** An upstream MCP server could not be started, initialised or listed, or tool names collide. */
public final class McpStartupException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public McpStartupException(String message, Throwable cause) {
    super(message, cause);
  }

  public McpStartupException(String message) {
    super(message);
  }
}
