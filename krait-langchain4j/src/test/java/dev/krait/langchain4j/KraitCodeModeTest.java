/*
 * KraitCodeMode inside a real AiServices loop: a scripted model sends cells, real @Tool methods,
 * specification/executor pairs and a ToolProvider answer them through Krait, and the test reads
 * what the model was shown and what it got back.
 */
package dev.krait.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeExecutor;
import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolMemoryId;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.memory.chat.MessageWindowChatMemory;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.MemoryId;
import dev.langchain4j.service.UserMessage;
import dev.langchain4j.service.tool.ToolExecutor;
import dev.langchain4j.service.tool.ToolProviderResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class KraitCodeModeTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder()
      .limits(CellLimits.builder().timeout(Duration.ofSeconds(10)).build()).warmUp(false).build();

  interface Assistant {
    String chat(String message);
  }

  interface MemoryAssistant {
    String chat(@MemoryId String user, @UserMessage String message);
  }

  record Forecast(String city, int days, List<Integer> highs) {}

  static final class Weather {
    final List<String> calls = new CopyOnWriteArrayList<>();
    final AtomicInteger resets = new AtomicInteger();

    @Tool("Daily high temperatures for a city, in Celsius.")
    Forecast forecast(@P("The city name") String city, @P("How many days, 1 to 7") int days) {
      calls.add(city);
      if (city.equals("Atlantis")) {
        throw new IllegalArgumentException("unknown city: Atlantis");
      }
      int base = city.length();
      return new Forecast(city, days, java.util.stream.IntStream.range(0, days).map(i -> base + i).boxed().toList());
    }

    @Tool("Forgets cached forecasts.")
    void reset() {
      resets.incrementAndGet();
    }

    @Tool("The id of the conversation asking.")
    String whoAsks(@ToolMemoryId Object memoryId) {
      return "memory " + memoryId;
    }
  }

  @Test
  void aCellCallsAtToolMethodsConcurrentlyInsideAiServices() {
    Weather weather = new Weather();
    KraitCodeMode codeMode = KraitCodeMode.builder().tools(weather).executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("""
        import asyncio
        cities = ["Paris", "Oslo", "Canberra"]
        found = await asyncio.gather(*(tools.forecast(city=c, days=3) for c in cities))
        hottest = max(found, key=lambda f: max(f["highs"]))
        await tools.reset()
        text(f"{hottest['city']} peaks at {max(hottest['highs'])}")
        print(sorted(f["city"] for f in found))
        """);
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model).toolProvider(codeMode).build();

    String answer = assistant.chat("Which city is hottest?");

    assertThat(answer).isEqualTo("Canberra peaks at 10\n['Canberra', 'Oslo', 'Paris']");
    assertThat(weather.calls).containsExactlyInAnyOrder("Paris", "Oslo", "Canberra");
    assertThat(weather.resets).hasValue(1);
    // the model saw one tool, run_python, whose description lists the @Tool methods as Python
    List<ToolSpecification> offered = model.requests.get(0).toolSpecifications();
    assertThat(offered).extracting(ToolSpecification::name).containsExactly("run_python");
    assertThat(offered.get(0).description())
        .contains("async def forecast(*, city: str, days: int) -> Any:")
        .contains("Daily high temperatures for a city, in Celsius.")
        .contains("city: The city name")
        .contains("async def reset() -> Any:")
        .contains("Top-level `await` works.");
    assertThat(model.results.get(0).isError()).isNotEqualTo(Boolean.TRUE);
  }

  @Test
  void toolExceptionsAreToolErrorsAndFailedCellsAreErrorResults() {
    Weather weather = new Weather();
    ScriptedChatModel model = new ScriptedChatModel("""
        try:
            await tools.forecast(city="Atlantis", days=1)
        except ToolError as e:
            print("caught:", e)
        """, """
        await tools.forecast(city="Paris", days=0)
        1 / 0
        """);
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model)
        .toolProvider(KraitCodeMode.builder().tools(weather).executor(EXECUTOR).build()).build();

    assertThat(assistant.chat("first")).isEqualTo("caught: unknown city: Atlantis");
    String second = assistant.chat("second");
    assertThat(second).startsWith("ExecutionError: ZeroDivisionError: division by zero")
        .contains("line 2");
    assertThat(model.results.get(1).isError()).isTrue();
  }

  @Test
  void storeAndLoadFollowTheChatMemoryId() {
    Weather weather = new Weather();
    ScriptedChatModel model = new ScriptedChatModel(
        "store('city', 'Oslo')\ntext(await tools.whoAsks())",
        "text(load('city'))",
        "text(load('city'))");
    MemoryAssistant assistant = AiServices.builder(MemoryAssistant.class).chatModel(model)
        .chatMemoryProvider(id -> MessageWindowChatMemory.withMaxMessages(20))
        .toolProvider(KraitCodeMode.builder().tools(weather).executor(EXECUTOR).build()).build();

    assertThat(assistant.chat("ann", "remember Oslo")).isEqualTo("memory ann");
    assertThat(assistant.chat("ann", "which city?")).isEqualTo("Oslo");
    assertThat(assistant.chat("bob", "which city?")).isEqualTo("null");
  }

  @Test
  void specificationExecutorPairsAndAToolProviderJoinTheCell() {
    ToolSpecification add = ToolSpecification.builder().name("add").description("Adds two integers.")
        .parameters(JsonObjectSchema.builder().addIntegerProperty("a").addIntegerProperty("b").required("a", "b").build())
        .build();
    ToolExecutor adder = (request, memoryId) -> {
      Map<?, ?> args = LangChainTools.MAPPER.readValue(request.arguments(), Map.class);
      return "{\"sum\": " + (((Number) args.get("a")).longValue() + ((Number) args.get("b")).longValue()) + "}";
    };
    ToolSpecification greet = ToolSpecification.builder().name("mcp-greet").description("Greets someone.")
        .parameters(JsonObjectSchema.builder().addStringProperty("name").required("name").build()).build();
    AtomicInteger provided = new AtomicInteger();
    KraitCodeMode codeMode = KraitCodeMode.builder()
        .tool(add, adder)
        .toolProvider(request -> {
          provided.incrementAndGet();
          return ToolProviderResult.builder().add(greet, (r, id) -> "hello from the provider").build();
        })
        .executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("""
        r = await tools.add(a=2, b=40)
        g = await tools.mcp_greet(name="Ada")
        text([r["sum"], g])
        """);
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model).toolProvider(codeMode).build();

    assertThat(assistant.chat("go")).isEqualTo("[42,\"hello from the provider\"]");
    assertThat(provided.get()).isPositive();
    assertThat(model.requests.get(0).toolSpecifications().get(0).description())
        .contains("async def add(*, a: int, b: int) -> Any:")
        .contains("async def mcp_greet(*, name: str) -> Any:");
    assertThatThrownBy(codeMode::tools).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("toolProvider");
  }

  @Test
  void theToolsMapPlugsIntoAiServicesTools() {
    Weather weather = new Weather();
    KraitCodeMode codeMode = KraitCodeMode.builder().tools(weather).executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("f = await tools.forecast(city='Rome', days=2)\ntext(f['highs'])");
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model).tools(codeMode.tools()).build();

    assertThat(assistant.chat("Rome?")).isEqualTo("[4,5]");
    assertThat(codeMode.description()).isEqualTo(model.requests.get(0).toolSpecifications().get(0).description());
  }

  @Test
  void schemaViolationsAndCheckErrorsReachTheModelBeforeAnyToolRuns() {
    Weather weather = new Weather();
    ScriptedChatModel model = new ScriptedChatModel("await tools.forecast(town='Paris')");
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model)
        .toolProvider(KraitCodeMode.builder().tools(weather).executor(EXECUTOR).build()).build();

    assertThat(assistant.chat("go")).startsWith("CheckError:").contains("town");
    assertThat(weather.calls).isEmpty();
  }
}
