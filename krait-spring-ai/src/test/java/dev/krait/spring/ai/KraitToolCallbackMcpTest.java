/*
 * MCP tools as Spring AI knows them: the reference MCP server (npx, installed by .ci/run) behind
 * the MCP Java SDK's sync client and Spring AI's SyncMcpToolCallbackProvider, wrapped by
 * KraitToolCallback inside a real ChatClient tool loop. Shows that an application's MCP tool
 * callbacks need no change to join a cell, that their JSON schemas become the typed stubs the
 * model reads, and that a wrong argument type is refused before anything reaches the server.
 */
package dev.krait.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeExecutor;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonDefaults;
import java.io.File;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.mcp.SyncMcpToolCallbackProvider;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.tool.ToolCallback;

class KraitToolCallbackMcpTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder()
      .limits(CellLimits.builder().timeout(Duration.ofSeconds(30)).build()).warmUp(false).build();

  @Test
  void mcpToolCallbacksFromSpringAiRunInsideACell() {
    if (!onPath("npx")) {
      fail("npx is not on PATH: install Node.js and npm (.ci/run does: apt-get install nodejs npm, "
          + "npm install -g @modelcontextprotocol/server-everything)");
    }
    ServerParameters server = new ServerParameters.Builder("npx")
        .args("-y", "@modelcontextprotocol/server-everything").build();
    McpSyncClient mcp = McpClient.sync(new StdioClientTransport(server, McpJsonDefaults.getMapper()))
        .initializationTimeout(Duration.ofSeconds(60)).requestTimeout(Duration.ofSeconds(20)).build();
    try (mcp) {
      mcp.initialize();
      Set<String> wanted = Set.of("echo", "get-sum");
      SyncMcpToolCallbackProvider mcpTools = SyncMcpToolCallbackProvider.builder().mcpClients(mcp)
          .toolFilter((connection, tool) -> wanted.contains(tool.name())).build();
      KraitToolCallback codeMode = KraitToolCallback.builder().toolCallbackProviders(mcpTools).executor(EXECUTOR).build();
      ScriptedChatModel model = new ScriptedChatModel("""
          import asyncio
          # Spring AI's MCP callbacks answer with the MCP content list as JSON: [{"text": ...}]
          echoes = await asyncio.gather(*(tools.echo(message=f"hi {i}") for i in range(3)))
          total = await tools.get_sum(a=40, b=2)
          print([e[0]["text"] for e in echoes])
          print([part["text"] for part in total])
          """, "await tools.echo(message=42)");
      ChatClient client = ChatClient.builder(model).build();

      String answer = client.prompt("echo three times, then add").toolCallbacks(codeMode).call().content();

      List<ToolCallback> offered = ((ToolCallingChatOptions) model.prompts.get(0).getOptions()).getToolCallbacks();
      String description = offered.get(0).getToolDefinition().description();
      assertThat(answer).as(description)
          .isEqualTo("['Echo: hi 0', 'Echo: hi 1', 'Echo: hi 2']\n['The sum of 40 and 2 is 42.']");
      assertThat(description)
          .contains("async def echo(*, message: str) -> Any:")
          .contains("Message to echo")
          .contains("async def get_sum(*, a: float, b: float) -> Any:");

      assertThat(client.prompt("echo a number").toolCallbacks(codeMode).call().content())
          .startsWith("CheckError: tools.echo: message: must be str (got int 42) (found before running; nothing ran)");
    }
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, program).canExecute()) {
        return true;
      }
    }
    return false;
  }
}
