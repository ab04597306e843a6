/*
 * An MCP server written with the SDK, started by the tests as a child process (stdio) or in-process
 * over HTTP: tools that succeed, fail, are slow, return images, die and answer garbage.
 */
package dev.krait.mcp;

import dev.krait.mcp.internal.Json;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

public final class TestMcpServer {
  /** A 1x1 transparent PNG. */
  public static final String PNG =
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

  public static void main(String[] args) throws Exception {
    ChildProcesses.exitWithParent();
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    McpSyncServer server = McpServer.sync(new StdioServerTransportProvider(Json.MCP_MAPPER, System.in, out))
        .serverInfo("test-server", "1.0")
        .capabilities(McpSchema.ServerCapabilities.builder().tools(false).build())
        .tools(tools(out))
        .build();
    Thread.currentThread().join();
  }

  static List<McpServerFeatures.SyncToolSpecification> tools(PrintStream rawOut) {
    return List.of(
        tool("add", "Adds two integers.",
            Map.of("type", "object",
                "properties", Map.of("a", Map.of("type", "integer", "description", "first"),
                    "b", Map.of("type", "integer", "description", "second")),
                "required", List.of("a", "b")),
            Map.of("type", "object", "properties", Map.of("sum", Map.of("type", "integer")), "required", List.of("sum")),
            args -> McpSchema.CallToolResult.builder()
                .structuredContent(Map.of("sum", ((Number) args.get("a")).longValue() + ((Number) args.get("b")).longValue()))
                .addTextContent("sum").build()),
        tool("get-user", "Looks a user up; returns JSON as text.",
            Map.of("type", "object", "properties", Map.of("id", Map.of("type", "integer")), "required", List.of("id")),
            null,
            args -> McpSchema.CallToolResult.builder()
                .addTextContent("{\"id\": " + args.get("id") + ", \"name\": \"user" + args.get("id") + "\"}").build()),
        tool("echo", "Echoes text.",
            Map.of("type", "object", "properties", Map.of("text", Map.of("type", "string")), "required", List.of("text")),
            null,
            args -> McpSchema.CallToolResult.builder().addTextContent((String) args.get("text")).build()),
        tool("fail", "Always fails.",
            Map.of("type", "object", "properties", Map.of("message", Map.of("type", "string"))),
            null,
            args -> McpSchema.CallToolResult.builder().addTextContent("boom: " + args.get("message")).isError(true).build()),
        tool("slow", "Sleeps, then answers.",
            Map.of("type", "object", "properties", Map.of("ms", Map.of("type", "integer"))),
            null,
            args -> {
              try {
                Thread.sleep(((Number) args.getOrDefault("ms", 1000)).longValue());
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return McpSchema.CallToolResult.builder().addTextContent("slept").build();
            }),
        tool("picture", "Returns a PNG.",
            Map.of("type", "object", "properties", Map.of()),
            null,
            args -> McpSchema.CallToolResult.builder()
                .addContent(new McpSchema.ImageContent(null, PNG, "image/png")).build()),
        tool("crash", "Kills the server.",
            Map.of("type", "object", "properties", Map.of()),
            null,
            args -> {
              System.err.println("crashing on purpose");
              Runtime.getRuntime().halt(3);
              return null;
            }),
        tool("garbage", "Writes garbage lines on the protocol stream, then answers.",
            Map.of("type", "object", "properties", Map.of()),
            null,
            args -> {
              if (rawOut != null) {
                rawOut.println("this is not JSON-RPC {{{");
                rawOut.println("{\"json\": \"but not JSON-RPC\"}");
                rawOut.println("[1, 2,");
              }
              return McpSchema.CallToolResult.builder().addTextContent("survived").build();
            }));
  }

  interface Body {
    McpSchema.CallToolResult call(Map<String, Object> args);
  }

  static McpServerFeatures.SyncToolSpecification tool(String name, String description, Map<String, Object> input,
      Map<String, Object> output, Body body) {
    McpSchema.Tool.Builder t = McpSchema.Tool.builder().name(name).description(description).inputSchema(input);
    if (output != null) {
      t.outputSchema(output);
    }
    return McpServerFeatures.SyncToolSpecification.builder().tool(t.build())
        .callHandler((exchange, request) -> body.call(request.arguments() == null ? Map.of() : request.arguments()))
        .build();
  }
}
