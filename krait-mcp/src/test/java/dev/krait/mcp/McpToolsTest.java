package dev.krait.mcp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.Cancellation;
import dev.krait.runtime.CellAbort;
import dev.krait.runtime.CellContext;
import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellOutcome;
import dev.krait.runtime.CellOutput;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Upstream: a real MCP server (TestMcpServer, a child JVM over stdio) as the cell's tools. */
class McpToolsTest {
  static McpTools tools;
  static final CodeExecutor EXECUTOR = CodeExecutor.create(
      CellLimits.builder().timeout(Duration.ofSeconds(5)).build());

  /**
   * The flags of the child JVMs the tests start: they live for seconds, so a quick start (C1 only,
   * serial GC) matters more than peak speed.
   */
  static final List<String> QUICK_JVM = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto");

  static List<String> javaCommand(Class<?> main) {
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new java.util.ArrayList<>(List.of(java));
    command.addAll(QUICK_JVM);
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
    return command;
  }

  static List<String> testServerCommand() {
    return javaCommand(TestMcpServer.class);
  }

  @BeforeAll
  static void start() {
    tools = McpTools.builder().upstream(McpUpstream.stdio("test", testServerCommand()))
        .callTimeout(Duration.ofMillis(1500)).connect();
  }

  @AfterAll
  static void stop() {
    tools.close();
  }

  record Run(CellOutcome outcome, CellContext context) {
    String text() {
      StringBuilder sb = new StringBuilder();
      for (CellOutput o : context.takeOutput()) {
        if (o instanceof CellOutput.Text t) {
          sb.append(t.text()).append('\n');
        }
      }
      return sb.toString();
    }
  }

  static Run run(McpTools t, String code) throws Exception {
    CellContext context = new CellContext(CellStore.inMemory(), t.metadata());
    CellOutcome outcome = EXECUTOR.executeModule(code, t, Cancellation.create(), context).get(30, TimeUnit.SECONDS);
    return new Run(outcome, context);
  }

  @Test
  void listsToolsWithPlainNamesAndSchemas() throws Exception {
    assertThat(tools.names()).contains("add", "get-user", "echo", "fail", "slow", "picture");
    Run r = run(tools, """
        names = sorted(t.name for t in ALL_TOOLS)
        add = [t for t in ALL_TOOLS if t.name == "add"][0]
        text(names[:3])
        text(add.description)
        text(add.input_schema["required"])
        """);
    assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
    assertThat(r.text()).isEqualTo("[\"add\",\"crash\",\"echo\"]\nAdds two integers.\n[\"a\",\"b\"]\n");
  }

  @Test
  void fansOutAndMapsResults() throws Exception {
    Run r = run(tools, """
        import asyncio
        sums = await asyncio.gather(*(tools.add(a=i, b=10) for i in range(20)))
        text(sum(s["sum"] for s in sums))
        user = await tools.get_user(id=7)
        text(user["name"])
        text(await tools.echo({"text": "plain words"}))
        """);
    assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
    assertThat(r.text()).isEqualTo("390\nuser7\nplain words\n");
  }

  @Test
  void invalidInputIsCatchableAndNamesTheField() throws Exception {
    Run r = run(tools, """
        try:
            await tools.add(a="one" * 1, b=2)  # not a literal: the run-time validator judges it
        except ToolError as e:
            text(str(e))
        try:
            await tools.add(**{"a": 1})
        except ToolError as e:
            text(str(e))
        """);
    assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
    String out = r.text();
    assertThat(out.lines().toList()).containsExactly(
        "tools.add: a: must be int (got str \"one\")",
        "tools.add: b: required argument is missing");
  }

  @Test
  void isErrorRaisesWithServerMessageAndImagesPassToImage() throws Exception {
    Run r = run(tools, """
        try:
            await tools.fail(message="bad day")
        except ToolError as e:
            text("caught: " + str(e))
        pic = await tools.picture()
        image(pic)
        """);
    assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
    List<CellOutput> outputs = r.context().takeOutput();
    assertThat(outputs.get(0)).isEqualTo(new CellOutput.Text("caught: boom: bad day"));
    assertThat(outputs.get(1)).isInstanceOfSatisfying(CellOutput.Media.class,
        m -> assertThat(m.mimeType()).isEqualTo("image/png"));
  }

  @Test
  void slowCallsTimeOutWithAClearMessageAndCancellationSendsCancelled() throws Exception {
    Run r = run(tools, """
        try:
            await tools.slow(ms=10000)
        except ToolError as e:
            text(str(e))
        text(await tools.echo(text="still fine"))
        """);
    assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
    assertThat(r.text()).contains("did not answer slow within 1.5s").contains("still fine");

    int before = tools.cancellationsSent();
    Cancellation cancellation = Cancellation.create();
    CellContext context = new CellContext(CellStore.inMemory(), tools.metadata());
    CompletableFuture<CellOutcome> future = EXECUTOR.executeModule(
        "await tools.slow(ms=2500)", tools, cancellation, context);
    Thread.sleep(300);
    long t0 = System.nanoTime();
    cancellation.cancel();
    CellOutcome outcome = future.get(10, TimeUnit.SECONDS);
    assertThat(outcome).isInstanceOf(CellAbort.Cancelled.class);
    assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(2));
    assertThat(tools.cancellationsSent()).isGreaterThan(before);
  }

  @Test
  void aServerThatDiesFailsOnlyItsCalls() throws Exception {
    try (McpTools two = McpTools.builder()
        .upstream(McpUpstream.stdio("a", testServerCommand()))
        .upstream(McpUpstream.stdio("b", testServerCommand()))
        .callTimeout(Duration.ofSeconds(3)).connect()) {
      assertThat(two.names()).contains("a__add", "b__get-user");
      Run r = run(two, """
          try:
              await tools.a__crash()
          except ToolError as e:
              text("crash: " + str(e))
          try:
              await tools.a__echo(text="x")
          except ToolError as e:
              text("after: " + str(e))
          text((await tools.b__add(a=1, b=2))["sum"])
          text("garbage: " + await tools.b__garbage())
          text("then: " + await tools.b__echo(text="still talking"))
          text(sum(range(5)))
          """);
      assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
      String out = r.text();
      assertThat(out).contains("crash: MCP server 'a' exited");
      assertThat(out).contains("after: MCP server 'a' exited");
      assertThat(out).contains("\n3\n");
      assertThat(out).contains("garbage: survived\nthen: still talking\n");
      assertThat(two.invalidLinesSkipped()).isEqualTo(3);
      assertThat(out).endsWith("10\n");
    }
  }

  static List<String> rawServerCommand() {
    return javaCommand(RawMcpServer.class);
  }

  @Test
  void garbageBetweenAnswersIsSkippedAndATornAnswerFailsItsCallAtOnce() throws Exception {
    try (McpTools raw = McpTools.builder().upstream(McpUpstream.stdio("raw", rawServerCommand()))
        .callTimeout(Duration.ofSeconds(20)).connect()) {
      long t0 = System.nanoTime();
      Run r = run(raw, """
          text(await tools.noisy())
          try:
              await tools.torn()
          except ToolError as e:
              text("torn: " + str(e))
          text(await tools.noisy())
          """);
      assertThat(r.outcome()).isInstanceOf(CellResult.Success.class);
      List<String> lines = r.text().lines().toList();
      assertThat(lines).hasSize(3);
      assertThat(lines.get(0)).isEqualTo("fine");
      assertThat(lines.get(1)).startsWith("torn: MCP server 'raw' sent invalid JSON-RPC: {\"jsonrpc\":\"2.0\",\"id\":")
          .endsWith("(in answer to torn)");
      assertThat(lines.get(2)).isEqualTo("fine");
      assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(10));
      // the start-up line, two around each noisy answer, and the torn answer
      assertThat(raw.invalidLinesSkipped()).isEqualTo(6);
    }
  }

  @Test
  void collidingNamesAndBrokenServersFailAtStartUp() {
    assertThatThrownBy(() -> McpTools.builder()
        .upstream(McpUpstream.stdio("x", testServerCommand()))
        .upstream(McpUpstream.stdio("x", testServerCommand())).connect())
        .isInstanceOf(McpStartupException.class).hasMessageContaining("both named 'x'");
    assertThatThrownBy(() -> McpTools.builder()
        .upstream(McpUpstream.stdio("nope", List.of("/nonexistent/server"))).startupTimeout(Duration.ofSeconds(2)).connect())
        .isInstanceOf(McpStartupException.class).hasMessageContaining("could not start MCP server 'nope'");
  }

  @Test
  void parsesUpstreamSpecs() {
    McpUpstream a = McpUpstream.parse("fs=npx -y \"some pkg\" 'a b' c\\ d");
    assertThat(a.name()).contains("fs");
    assertThat(a.command()).containsExactly("npx", "-y", "some pkg", "a b", "c d");
    McpUpstream b = McpUpstream.parse("http://localhost:3000/mcp");
    assertThat(b.name()).isEmpty();
    assertThat(b.url()).isPresent();
  }
}
