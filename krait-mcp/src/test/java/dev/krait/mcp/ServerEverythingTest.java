package dev.krait.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.krait.runtime.CellResult;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reference MCP server from npm, started with npx (installed by .ci/run). Never skipped. */
class ServerEverythingTest {

  @Test
  void callsTheReferenceServer() throws Exception {
    if (!onPath("npx")) {
      fail("npx is not on PATH: install Node.js and npm (.ci/run does: apt-get install nodejs npm, "
          + "npm install -g @modelcontextprotocol/server-everything)");
    }
    try (McpTools tools = McpTools.builder()
        .upstream(McpUpstream.stdio("everything", List.of("npx", "-y", "@modelcontextprotocol/server-everything")))
        .startupTimeout(Duration.ofSeconds(60)).callTimeout(Duration.ofSeconds(20)).connect()) {
      assertThat(tools.names()).contains("echo");
      McpToolsTest.Run r = McpToolsTest.run(tools, """
          import asyncio
          names = [t.name for t in ALL_TOOLS]
          echoes = await asyncio.gather(*(tools.echo(message=f"hi {i}") for i in range(3)))
          text(echoes)
          try:
              await tools.echo(message=40 + 2)
          except ToolError as e:
              text("invalid: " + str(e))
          """);
      assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
      String out = r.text();
      assertThat(out).contains("hi 0").contains("hi 2").contains("invalid: tools.echo: message: must be str (got int 42)");
    }
  }

  static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (new java.io.File(dir, program).canExecute()) {
        return true;
      }
    }
    return false;
  }
}
