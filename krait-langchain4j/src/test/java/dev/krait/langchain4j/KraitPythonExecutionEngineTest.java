/*
 * KraitPythonExecutionEngine keeps the CodeExecutionEngine contract of LangChain4j's GraalVM Python
 * engine (the last expression's value as a string, an exception on failure), sandboxed, and works
 * behind a @Tool method the way applications wire that engine today.
 */
package dev.krait.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CellResult;
import dev.krait.runtime.CellStore;
import dev.krait.runtime.CodeExecutor;
import dev.krait.runtime.ToolExecutor;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.code.CodeExecutionEngine;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.service.AiServices;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.JsonNodeFactory;

class KraitPythonExecutionEngineTest {
  private static final CodeExecutor EXECUTOR = CodeExecutor.builder().warmUp(false).build();
  private static final CodeExecutionEngine ENGINE = KraitPythonExecutionEngine.builder().executor(EXECUTOR).build();

  @Test
  void returnsTheLastExpressionsValueAsText() {
    assertThat(ENGINE.execute("sum(x * x for x in range(10))")).isEqualTo("285");
    assertThat(ENGINE.execute("'abc'.upper()")).isEqualTo("ABC");
    assertThat(ENGINE.execute("import math\nmath.sqrt(2) > 1")).isEqualTo("true");
    assertThat(ENGINE.execute("[n for n in range(3)]")).isEqualTo("[0,1,2]");
    assertThat(ENGINE.execute("{'a': 1}")).isEqualTo("{\"a\":1}");
    assertThat(ENGINE.execute("{3, 1, 2}")).isEqualTo("{1, 2, 3}");
  }

  @Test
  void withoutAValueItReturnsWhatWasPrinted() {
    assertThat(ENGINE.execute("print('hello')")).isEqualTo("hello");
    assertThat(ENGINE.execute("x = 1")).isEqualTo("null");
    assertThat(ENGINE.execute("None")).isEqualTo("null");
  }

  @Test
  void failuresThrowWithThePythonDiagnostic() {
    assertThatThrownBy(() -> ENGINE.execute("1 / 0")).isInstanceOf(KraitExecutionException.class)
        .hasMessageStartingWith("ExecutionError: ZeroDivisionError: division by zero")
        .satisfies(e -> assertThat(((KraitExecutionException) e).outcome()).isInstanceOf(CellResult.Failure.class));
    assertThatThrownBy(() -> ENGINE.execute("open('/etc/passwd').read()"))
        .isInstanceOf(KraitExecutionException.class).hasMessageContaining("ExecutionError:");
    assertThatThrownBy(() -> ENGINE.execute("def f(:")).hasMessageStartingWith("ParseError: SyntaxError:");
    CodeExecutionEngine tight = KraitPythonExecutionEngine.builder()
        .limits(CellLimits.builder().timeout(Duration.ofMillis(200)).build()).build();
    assertThatThrownBy(() -> tight.execute("while True:\n    pass")).hasMessageStartingWith("LimitExceeded:");
  }

  @Test
  void eachRunIsFreshUnlessAStoreIsGiven() {
    assertThat(ENGINE.execute("x = 41")).isEqualTo("null");
    assertThatThrownBy(() -> ENGINE.execute("x + 1")).hasMessageContaining("NameError: name 'x' is not defined");
    CodeExecutionEngine keeping = KraitPythonExecutionEngine.builder().executor(EXECUTOR)
        .store(CellStore.inMemory()).build();
    keeping.execute("store('x', 41)");
    assertThat(keeping.execute("load('x') + 1")).isEqualTo("42");
  }

  @Test
  void toolsAreCallableWhenGiven() {
    ToolExecutor tools = ToolExecutor.builder()
        .tool("double", "Doubles n.", input -> JsonNodeFactory.instance.numberNode(input.path("n").asInt() * 2))
        .build();
    CodeExecutionEngine engine = KraitPythonExecutionEngine.builder().executor(EXECUTOR).tools(tools).build();
    assertThat(engine.execute("import asyncio\nsum(await asyncio.gather(*(tools.double(n=i) for i in range(4))))"))
        .isEqualTo("12");
  }

  /** The usual wiring: a @Tool method hands the model's code to the engine. */
  static final class PythonTool {
    private final CodeExecutionEngine engine;

    PythonTool(CodeExecutionEngine engine) {
      this.engine = engine;
    }

    @Tool("Runs Python code and returns the value of its last expression.")
    String executePython(String code) {
      return engine.execute(code);
    }
  }

  interface Assistant {
    String chat(String message);
  }

  @Test
  void behindAToolMethodInAiServices() {
    ChatModel model = new ChatModel() {
      @Override
      public ChatResponse doChat(ChatRequest request) {
        Object last = request.messages().get(request.messages().size() - 1);
        if (last instanceof ToolExecutionResultMessage r) {
          return ChatResponse.builder().aiMessage(AiMessage.from("The answer is " + r.text())).build();
        }
        return ChatResponse.builder().aiMessage(AiMessage.from(List.of(ToolExecutionRequest.builder()
            .id("1").name("executePython").arguments("{\"code\": \"2 ** 10\"}").build()))).build();
      }
    };
    Assistant assistant = AiServices.builder(Assistant.class).chatModel(model)
        .tools(new PythonTool(ENGINE)).build();
    assertThat(assistant.chat("what is 2 to the 10th?")).isEqualTo("The answer is 1024");
  }
}
