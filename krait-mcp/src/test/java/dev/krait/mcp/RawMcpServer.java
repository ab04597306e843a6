/*
 * A hand-written stdio MCP server (no SDK) whose answers can be torn: for tests of a server that
 * sends malformed responses.
 */
package dev.krait.mcp;

import dev.krait.mcp.internal.Json;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

public final class RawMcpServer {
  public static void main(String[] args) throws Exception {
    ChildProcesses.exitWithParent();
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    out.println("raw server starting (not JSON-RPC)");
    String line;
    while ((line = in.readLine()) != null) {
      JsonNode request = Json.MAPPER.readTree(line);
      if (!request.has("id")) {
        continue; // a notification
      }
      String id = request.get("id").toString();
      String method = request.get("method").asString();
      switch (method) {
        case "initialize" -> out.println("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"protocolVersion\":"
            + request.get("params").get("protocolVersion").toString()
            + ",\"capabilities\":{\"tools\":{}},\"serverInfo\":{\"name\":\"raw\",\"version\":\"1\"}}}");
        case "tools/list" -> out.println("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"tools\":["
            + "{\"name\":\"torn\",\"inputSchema\":{\"type\":\"object\"}},"
            + "{\"name\":\"noisy\",\"inputSchema\":{\"type\":\"object\"}}]}}");
        case "tools/call" -> {
          String tool = request.get("params").get("name").asString();
          if (tool.equals("torn")) {
            out.println("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"content\":[{\"type\":\"text\",\"te");
          } else {
            out.println("garbage before the answer");
            ObjectNode answer = Json.MAPPER.createObjectNode().put("jsonrpc", "2.0");
            answer.set("id", request.get("id"));
            answer.putObject("result").putArray("content").addObject().put("type", "text").put("text", "fine");
            out.println(Json.MAPPER.writeValueAsString(answer));
            out.println("garbage after the answer");
          }
        }
        default -> out.println("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{}}");
      }
    }
  }
}
