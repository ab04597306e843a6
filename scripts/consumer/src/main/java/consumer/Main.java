/*
 * Runs one cell through each adapter, from the installed artifacts: LangChain4j's code-mode tool
 * and execution engine, Spring AI's code-mode callback, and the Spring Boot starter's auto-
 * configured callback. Prints one line per adapter; consumer-check.sh compares them.
 */
package consumer;

import dev.krait.langchain4j.KraitCodeMode;
import dev.krait.langchain4j.KraitPythonExecutionEngine;
import dev.krait.spring.ai.KraitToolCallback;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
public class Main {
  public static class Shop {
    @Tool("Units in stock of a product.")
    public int stock(String product) {
      return product.length();
    }
  }

  public record Product(String name) {}

  @Bean
  ToolCallback stock() {
    return FunctionToolCallback.builder("stock", (Product p) -> p.name().length())
        .description("Units in stock of a product.").inputType(Product.class).build();
  }

  static final String CELL = "{\"code\": \"import asyncio\\n"
      + "n = await asyncio.gather(*(tools.stock(product=p) for p in ['pen', 'ink']))\\ntext(sum(n))\"}";

  public static void main(String[] args) {
    var codeMode = KraitCodeMode.builder().tools(new Shop()).build();
    var tool = codeMode.tools().entrySet().iterator().next();
    System.out.println("langchain4j tool: " + tool.getValue().execute(ToolExecutionRequest.builder()
        .id("1").name(tool.getKey().name()).arguments(CELL).build(), "m"));
    System.out.println("langchain4j engine: " + new KraitPythonExecutionEngine().execute("sum(range(10))"));
    KraitToolCallback callback = KraitToolCallback.builder().toolCallbacks(
        FunctionToolCallback.builder("stock", (Product p) -> p.name().length())
            .description("Units in stock.").inputType(Product.class).build()).build();
    System.out.println("spring-ai callback: " + callback.call(CELL.replace("product=", "name=")));
    try (ConfigurableApplicationContext context = new SpringApplicationBuilder(Main.class)
        .web(WebApplicationType.NONE).properties("krait.timeout=3s").run(args)) {
      System.out.println("spring-boot starter: " + context.getBean(KraitToolCallback.class)
          .call(CELL.replace("product=", "name=")));
    }
    System.exit(0);
  }
}
