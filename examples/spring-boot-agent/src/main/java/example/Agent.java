/*
 * A Spring Boot application whose ChatClient gets one tool, the starter's KraitToolCallback, over
 * the application's @Tool methods: the model answers by writing one cell that calls them.
 */
package example;

import dev.krait.spring.ai.KraitToolCallback;
import java.util.List;
import java.util.Map;
import org.springframework.ai.chat.client.ChatClient;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.method.MethodToolCallbackProvider;
import org.springframework.boot.CommandLineRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
public class Agent {
  /** The application's tools, as any Spring AI application writes them. */
  public static class Warehouse {
    private static final Map<String, Integer> STOCK = Map.of("pen", 120, "ink", 7, "paper", 0, "stapler", 15);

    @Tool(description = "The names of all products.")
    public List<String> products() {
      return List.copyOf(STOCK.keySet());
    }

    @Tool(description = "Units in stock of one product.")
    public int stock(String product) {
      return STOCK.getOrDefault(product, 0);
    }
  }

  @Bean
  ToolCallbackProvider warehouseTools() {
    return MethodToolCallbackProvider.builder().toolObjects(new Warehouse()).build();
  }

  @Bean
  CommandLineRunner ask(ChatClient.Builder chat, KraitToolCallback codeMode) {
    return args -> {
      String question = args.length > 0 ? String.join(" ", args)
          : "Which products have fewer than 10 units in stock, and how many units are there in total?";
      System.out.println(chat.build().prompt(question)
          .toolCallbacks(codeMode)
          .toolContext(Map.of(ChatMemory.CONVERSATION_ID, "example"))
          .call().content());
    };
  }

  public static void main(String[] args) {
    System.exit(SpringApplication.exit(SpringApplication.run(Agent.class, args)));
  }
}
