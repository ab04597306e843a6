/*
 * A LangChain4j assistant whose only tool is Krait's run_python: the model answers a question that
 * needs many calls of the application's @Tool methods by writing one cell that makes them.
 */
package example;

import dev.krait.langchain4j.KraitCodeMode;
import dev.langchain4j.agent.tool.P;
import dev.langchain4j.agent.tool.Tool;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import java.util.List;
import java.util.Map;

public class Agent {
  /** The application's tools, as any LangChain4j application writes them. */
  public static class Warehouse {
    private static final Map<String, Integer> STOCK = Map.of("pen", 120, "ink", 7, "paper", 0, "stapler", 15);

    @Tool("The names of all products.")
    public List<String> products() {
      return List.copyOf(STOCK.keySet());
    }

    @Tool("Units in stock of one product.")
    public int stock(@P("The product name") String product) {
      return STOCK.getOrDefault(product, 0);
    }
  }

  interface Assistant {
    String chat(String question);
  }

  public static void main(String[] args) {
    String model = System.getenv().getOrDefault("OPENAI_MODEL", "gpt-4o-mini");
    Assistant assistant = AiServices.builder(Assistant.class)
        .chatModel(OpenAiChatModel.builder().apiKey(System.getenv("OPENAI_API_KEY")).modelName(model).build())
        .toolProvider(KraitCodeMode.builder().tools(new Warehouse()).build())
        .build();
    String question = args.length > 0 ? String.join(" ", args)
        : "Which products have fewer than 10 units in stock, and how many units are there in total?";
    System.out.println(assistant.chat(question));
    System.exit(0);
  }
}
