/*
 * MCP tools as LangChain4j knows them: the reference MCP server (npx, installed by .ci/run) behind
 * LangChain4j's own DefaultMcpClient and McpToolProvider, wrapped by KraitCodeMode inside a real
 * AiServices loop. Shows that an application's MCP tools need no change to join a cell, that their
 * JSON schemas become the typed stubs the model reads, and that a wrong argument type is refused
 * before anything reaches the server.
 */
package dev.krait.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeExecutor;
import dev.langchain4j.mcp.McpToolProvider;
import dev.langchain4j.mcp.client.DefaultMcpClient;
import dev.langchain4j.mcp.client.McpClient;
import dev.langchain4j.mcp.client.transport.stdio.StdioMcpTransport;
import dev.langchain4j.service.AiServices;
import java.io.File;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class KraitCodeModeMcpTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder()
      .limits(CellLimits.builder().timeout(Duration.ofSeconds(30)).build()).warmUp(false).build();

  interface Assistant {
    String chat(String message);
  }

  @Test
  void mcpToolsFromLangChainsOwnClientRunInsideACell() throws Exception {
    if (!onPath("npx")) {
      fail("npx is not on PATH: install Node.js and npm (.ci/run does: apt-get install nodejs npm, "
          + "npm install -g @modelcontextprotocol/server-everything)");
    }
    McpClient client = new DefaultMcpClient.Builder()
        .transport(new StdioMcpTransport.Builder()
            .command(List.of("npx", "-y", "@modelcontextprotocol/server-everything")).logEvents(false).build())
        .initializationTimeout(Duration.ofSeconds(60)).toolExecutionTimeout(Duration.ofSeconds(20)).build();
    try (client) {
      McpToolProvider mcpTools = McpToolProvider.builder().mcpClients(client).filterToolNames("echo", "get-sum").build();
      KraitCodeMode codeMode = KraitCodeMode.builder().toolProvider(mcpTools).executor(EXECUTOR).build();
      ScriptedChatModel model = new ScriptedChatModel("""
          import asyncio
          echoes = await asyncio.gather(*(tools.echo(message=f"hi {i}") for i in range(3)))
          total = await tools.get_sum(a=40, b=2)
          print(echoes)
          print(total)
          """, "await tools.echo(message=42)");
      Assistant assistant = AiServices.builder(Assistant.class).chatModel(model).toolProvider(codeMode).build();

      assertThat(assistant.chat("echo three times, then add"))
          .isEqualTo("['Echo: hi 0', 'Echo: hi 1', 'Echo: hi 2']\nThe sum of 40 and 2 is 42.");
      String description = model.requests.get(0).toolSpecifications().get(0).description();
      assertThat(description)
          .contains("async def echo(*, message: str) -> Any:")
          .contains("Message to echo")
          .contains("async def get_sum(*, a: float, b: float) -> Any:");

      assertThat(assistant.chat("echo a number"))
          .isEqualTo("CheckError: tools.echo: message: must be str (got int 42) (found before running; nothing ran)\n\n"
              + "<cell>:1:26: error: tools.echo: message: must be str (got int 42)");
      assertThat(model.results.get(1).isError()).isTrue();
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
