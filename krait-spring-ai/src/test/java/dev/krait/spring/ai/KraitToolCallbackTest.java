/*
 * KraitToolCallback inside a real ChatClient tool loop: a scripted model sends cells, real @Tool
 * methods (through Spring AI's own MethodToolCallbacks) and a ToolCallbackProvider answer them
 * through Krait, and the test reads what the model was shown and what it got back.
 */
package dev.krait.spring.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.runtime.CodeExecutor;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.model.tool.ToolCallingChatOptions;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.annotation.ToolParam;
import org.springframework.ai.tool.function.FunctionToolCallback;
import org.springframework.ai.support.ToolCallbacks;

class KraitToolCallbackTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder().warmUp(false).build();

  record Forecast(String city, int days, List<Integer> highs) {}

  static final class Weather {
    final List<String> calls = new CopyOnWriteArrayList<>();

    @Tool(description = "Daily high temperatures for a city, in Celsius.")
    Forecast forecast(@ToolParam(description = "The city name") String city,
        @ToolParam(description = "How many days, 1 to 7") int days) {
      calls.add(city);
      if (city.equals("Atlantis")) {
        throw new IllegalArgumentException("unknown city: Atlantis");
      }
      int base = city.length();
      return new Forecast(city, days, java.util.stream.IntStream.range(0, days).map(i -> base + i).boxed().toList());
    }

    @Tool(description = "A greeting.")
    String greet(String name) {
      return "hello " + name;
    }
  }

  @Test
  void aCellCallsToolMethodsConcurrentlyInsideTheChatClientLoop() {
    Weather weather = new Weather();
    KraitToolCallback codeMode = KraitToolCallback.builder()
        .toolCallbacks(ToolCallbacks.from(weather)).executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("""
        import asyncio
        cities = ["Paris", "Oslo", "Canberra"]
        found = await asyncio.gather(*(tools.forecast(city=c, days=3) for c in cities))
        hottest = max(found, key=lambda f: max(f["highs"]))
        text(f"{hottest['city']} peaks at {max(hottest['highs'])}")
        print(await tools.greet(name="Ada"))
        """);
    ChatClient client = ChatClient.builder(model).build();

    String answer = client.prompt("Which city is hottest?").toolCallbacks(codeMode).call().content();

    assertThat(answer).isEqualTo("Canberra peaks at 10\nhello Ada");
    assertThat(weather.calls).containsExactlyInAnyOrder("Paris", "Oslo", "Canberra");
    List<ToolCallback> offered = ((ToolCallingChatOptions) model.prompts.get(0).getOptions()).getToolCallbacks();
    assertThat(offered).extracting(c -> c.getToolDefinition().name()).containsExactly("run_python");
    assertThat(offered.get(0).getToolDefinition().description())
        .contains("async def forecast(*, city: str, days: int) -> Any:")
        .contains("Daily high temperatures for a city, in Celsius.")
        .contains("city: The city name")
        .contains("async def greet(*, name: str) -> Any:");
  }

  @Test
  void exceptionsAreToolErrorsAndFailedCellsReportTheirDiagnostic() {
    Weather weather = new Weather();
    KraitToolCallback codeMode = KraitToolCallback.builder()
        .toolCallbacks(ToolCallbacks.from(weather)).executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("""
        try:
            await tools.forecast(city="Atlantis", days=1)
        except ToolError as e:
            print("caught:", e)
        """, "x = 1\nx / 0", "await tools.forecast(town='Paris')");
    ChatClient client = ChatClient.builder(model).defaultToolCallbacks(codeMode).build();

    assertThat(client.prompt("a").call().content()).isEqualTo("caught: unknown city: Atlantis");
    assertThat(client.prompt("b").call().content()).startsWith("ExecutionError: ZeroDivisionError: division by zero");
    assertThat(client.prompt("c").call().content()).startsWith("CheckError:").contains("town");
    assertThat(weather.calls).containsExactly("Atlantis");
  }

  @Test
  void storeAndLoadFollowTheConversationIdInTheToolContext() {
    KraitToolCallback codeMode = KraitToolCallback.builder()
        .toolCallbacks(ToolCallbacks.from(new Weather())).executor(EXECUTOR).build();
    ScriptedChatModel model = new ScriptedChatModel("store('city', 'Oslo')\ntext('kept')", "text(load('city'))",
        "text(load('city'))", "text(load('city'))");
    ChatClient client = ChatClient.builder(model).defaultToolCallbacks(codeMode).build();

    assertThat(client.prompt("remember").toolContext(Map.of(ChatMemory.CONVERSATION_ID, "ann")).call().content())
        .isEqualTo("kept");
    assertThat(client.prompt("which?").toolContext(Map.of(ChatMemory.CONVERSATION_ID, "ann")).call().content())
        .isEqualTo("Oslo");
    assertThat(client.prompt("which?").toolContext(Map.of(ChatMemory.CONVERSATION_ID, "bob")).call().content())
        .isEqualTo("null");
    assertThat(client.prompt("which?").call().content()).isEqualTo("null");
  }

  @Test
  void providersAreAskedAgainSoNewToolsAppear() {
    AtomicInteger asked = new AtomicInteger();
    List<ToolCallback> live = new CopyOnWriteArrayList<>();
    live.add(FunctionToolCallback.builder("add", (Map<String, Integer> in) -> in.get("a") + in.get("b"))
        .description("Adds a and b.")
        .inputType(Map.class)
        .inputSchema("{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"integer\"},\"b\":{\"type\":\"integer\"}},"
            + "\"required\":[\"a\",\"b\"]}")
        .build());
    ToolCallbackProvider provider = () -> {
      asked.incrementAndGet();
      return live.toArray(new ToolCallback[0]);
    };
    KraitToolCallback codeMode = KraitToolCallback.builder().toolCallbackProviders(provider).executor(EXECUTOR).build();
    assertThat(codeMode.getToolDefinition().description()).contains("async def add(*, a: int, b: int) -> Any:")
        .doesNotContain("greet");
    live.addAll(List.of(ToolCallbacks.from(new Weather())));
    assertThat(codeMode.getToolDefinition().description()).contains("async def greet(*, name: str) -> Any:");
    assertThat(codeMode.call("{\"code\": \"text(await tools.add(a=2, b=40))\"}")).isEqualTo("42");
    assertThat(asked.get()).isGreaterThanOrEqualTo(3);
  }
}
