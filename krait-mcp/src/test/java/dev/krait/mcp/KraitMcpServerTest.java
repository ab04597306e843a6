package dev.krait.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.mcp.internal.Json;
import dev.krait.runtime.CellLimits;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Downstream: the SDK's MCP client drives Krait's run_python over stdio (child process) and HTTP. */
class KraitMcpServerTest {
  /** One TestMcpServer shared by the tests that need upstream tools in this JVM (each start costs a JVM). */
  static McpTools upstream;

  @org.junit.jupiter.api.BeforeAll
  static void startUpstream() {
    upstream = McpTools.builder().upstream(McpUpstream.stdio("test", McpToolsTest.testServerCommand())).connect();
  }

  @org.junit.jupiter.api.AfterAll
  static void stopUpstream() {
    upstream.close();
  }

  static String text(McpSchema.CallToolResult result) {
    StringBuilder sb = new StringBuilder();
    for (McpSchema.Content c : result.content()) {
      if (c instanceof McpSchema.TextContent t) {
        sb.append(t.text());
      }
    }
    return sb.toString();
  }

  static McpSchema.CallToolResult run(McpSyncClient client, String code) {
    return client.callTool(new McpSchema.CallToolRequest("run_python", Map.of("code", code)));
  }

  static void exercise(McpSyncClient client, List<String> logs) throws Exception {
    McpSchema.ListToolsResult listing = client.listTools();
    assertThat(listing.tools()).extracting(McpSchema.Tool::name).containsExactly("run_python");
    String description = listing.tools().get(0).description();
    assertThat(description).contains("await tools.NAME(").contains("asyncio.gather")
        .containsPattern("async def add\\(\\*, (a: int, b: int|b: int, a: int)\\) -> AddResult")
        .contains("class AddResult(TypedDict):\n    sum: int\n")
        .contains("async def get_user(*, id: int) -> Any")
        .contains("Each cell is checked before it runs");

    McpSchema.CallToolResult fanOut = run(client, """
        import asyncio
        users = await asyncio.gather(*(tools.get_user(id=i) for i in range(1, 6)))
        print("fetched", len(users))
        notify("halfway")
        text(", ".join(u["name"] for u in users))
        image(await tools.picture())
        store("count", len(users))
        """);
    assertThat(fanOut.isError()).as(() -> text(fanOut)).isFalse();
    assertThat(text(fanOut)).isEqualTo("fetched 5\nuser1, user2, user3, user4, user5");
    assertThat(fanOut.content()).last().isInstanceOf(McpSchema.ImageContent.class);

    McpSchema.CallToolResult limit = run(client, "while True:\n    pass\n");
    assertThat(limit.isError()).isTrue();
    assertThat(text(limit)).startsWith("LimitExceeded");

    McpSchema.CallToolResult parse = run(client, "def f(:\n");
    assertThat(parse.isError()).isTrue();
    assertThat(text(parse)).startsWith("ParseError: SyntaxError");

    McpSchema.CallToolResult checked = run(client, "await tools.add(a=1, b=2)\nawait tools.ad(a=1, b=2)\n");
    assertThat(checked.isError()).isTrue();
    assertThat(text(checked)).startsWith("CheckError: tools.ad is not a tool; did you mean tools.add?")
        .contains("\n<cell>:2:7: error: tools.ad is not a tool; did you mean tools.add?");

    McpSchema.CallToolResult warned = run(client, "import numpy\n");
    assertThat(warned.isError()).as(() -> text(warned)).isTrue();
    assertThat(text(warned)).startsWith("Check warnings (the cell ran):\n<cell>:1:8: warning: module 'numpy'")
        .contains("ModuleNotFoundError: No module named 'numpy'");

    McpSchema.CallToolResult boom = run(client, "x = 1\nraise ValueError('bad ' + str(x))\n");
    assertThat(boom.isError()).isTrue();
    assertThat(text(boom)).startsWith("ExecutionError: ValueError: bad 1").contains("Traceback");

    McpSchema.CallToolResult after = run(client, "text(load('count') * (await tools.add(a=1, b=1))['sum'])");
    assertThat(after.isError()).isFalse();
    assertThat(text(after)).isEqualTo("10");

    long deadline = System.currentTimeMillis() + 3000;
    while (logs.isEmpty() && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    assertThat(logs).contains("halfway");
  }

  @Test
  void stdio() throws Exception {
    exerciseOverStdio(List.of());
  }

  /** The same session with the server's cells in worker processes (issue 17): the same answers. */
  @Test
  void stdioWithCellsInWorkerProcesses() throws Exception {
    exerciseOverStdio(List.of("--isolate"));
  }

  private static void exerciseOverStdio(List<String> serverArgs) throws Exception {
    List<String> command = new java.util.ArrayList<>(McpToolsTest.javaCommand(KraitStdioMain.class));
    command.addAll(serverArgs);
    ServerParameters params = ServerParameters.builder(command.get(0)).args(command.subList(1, command.size())).build();
    List<String> logs = new CopyOnWriteArrayList<>();
    try (McpSyncClient client = McpClient.sync(new StdioClientTransport(params, Json.MCP_MAPPER))
        .requestTimeout(Duration.ofSeconds(60))
        .loggingConsumer(n -> logs.add(n.data())).build()) {
      client.initialize();
      exercise(client, logs);
    }
  }

  @Test
  void httpWithSqliteStore(@TempDir Path dir) throws Exception {
    McpTools tools = upstream;
    try (SqliteCellStore store = SqliteCellStore.open(dir.resolve("state.db"));
        KraitMcpServer server = KraitMcpServer.builder().upstream(tools).store(store)
            .limits(CellLimits.builder().timeout(Duration.ofSeconds(1)).build()).build()) {
      int port = server.startHttp(0);
      List<String> logs = new CopyOnWriteArrayList<>();
      try (McpSyncClient client = McpClient.sync(
              HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).jsonMapper(Json.MCP_MAPPER).build())
          .requestTimeout(Duration.ofSeconds(30))
          .loggingConsumer(n -> logs.add(n.data())).build()) {
        client.initialize();
        exercise(client, logs);
      }
      assertThat(store.load("count")).isPresent();
      // A second session on the same file sees the committed state.
      try (McpSyncClient client = McpClient.sync(
              HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).jsonMapper(Json.MCP_MAPPER).build())
          .requestTimeout(Duration.ofSeconds(30)).build()) {
        client.initialize();
        assertThat(text(run(client, "text(load('count'))"))).isEqualTo("5");
      }
    }
  }

  @Test
  void largeCataloguesOfferSearch() throws Exception {
    try (KraitMcpServer server = KraitMcpServer.builder().upstream(upstream).catalogueLimit(3).build()) {
      assertThat(server.runPythonDescription()).contains("search_tools").doesNotContain("Adds two integers");
    }
  }

  record Lookup(String city, java.util.Optional<Integer> days) {}

  record Weather(String city, int days) {}

  @Test
  void javaToolsOnlyServeTheSameRunPython() throws Exception {
    dev.krait.runtime.ToolExecutor javaTools = dev.krait.runtime.ToolExecutor.builder()
        .tool("weather", "Weather for a city.", Lookup.class, Weather.class,
            l -> new Weather(l.city(), l.days().orElse(1)))
        .build();
    try (KraitMcpServer server = KraitMcpServer.builder().tools(javaTools).build()) {
      int port = server.startHttp(0);
      try (McpSyncClient client = McpClient.sync(
              HttpClientStreamableHttpTransport.builder("http://127.0.0.1:" + port).jsonMapper(Json.MCP_MAPPER).build())
          .requestTimeout(Duration.ofSeconds(30)).build()) {
        client.initialize();
        String description = client.listTools().tools().get(0).description();
        assertThat(description).contains("async def weather(*, city: str, days: int | None = None) -> WeatherResult")
            .contains("Weather for a city.");
        McpSchema.CallToolResult ok = run(client, """
            import asyncio
            rs = await asyncio.gather(*(tools.weather(city=c, days=2) for c in ("Oslo", "Rome")))
            text(", ".join(f"{r['city']}:{r['days']}" for r in rs))
            """);
        assertThat(ok.isError()).as(() -> text(ok)).isFalse();
        assertThat(text(ok)).isEqualTo("Oslo:2, Rome:2");
        McpSchema.CallToolResult checked = run(client, "await tools.weather(town='Oslo')\n");
        assertThat(checked.isError()).isTrue();
        assertThat(text(checked)).startsWith("CheckError: ").contains("town");
        McpSchema.CallToolResult help = run(client, "help(tools.weather)\n");
        assertThat(text(help)).startsWith("Help on function weather in module tools:\n\n")
            .contains("async weather(*, city: str, days: int | None = None) -> tools.WeatherResult\n"
                + "    Weather for a city.");
      }
    }
  }
}
