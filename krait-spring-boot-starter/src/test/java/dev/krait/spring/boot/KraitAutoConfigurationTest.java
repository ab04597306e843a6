/*
 * The starter in real Spring Boot application contexts: which beans appear, how krait.* binds and
 * fails, where conversation state goes, and the code-mode callback running a cell over the
 * application's tool beans.
 */
package dev.krait.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeExecutor;
import dev.krait.spring.ai.ConversationStores;
import dev.krait.spring.ai.JdbcConversationStores;
import dev.krait.spring.ai.KraitToolCallback;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.ai.chat.memory.ChatMemory;
import org.springframework.ai.chat.model.ToolContext;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;
import org.springframework.ai.tool.annotation.Tool;
import org.springframework.ai.tool.function.FunctionToolCallback;
import org.springframework.ai.tool.method.MethodToolCallbackProvider;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.sqlite.SQLiteDataSource;

class KraitAutoConfigurationTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(KraitAutoConfiguration.class))
      .withPropertyValues("krait.warm-up=false");

  static final class Inventory {
    @Tool(description = "Units in stock of one product.")
    int stock(String product) {
      return product.length() * 10;
    }
  }

  record Pair(int a, int b) {}

  @Configuration(proxyBeanMethods = false)
  static class ToolBeans {
    @Bean
    ToolCallbackProvider inventoryTools() {
      return MethodToolCallbackProvider.builder().toolObjects(new Inventory()).build();
    }

    @Bean
    ToolCallback add() {
      return FunctionToolCallback.builder("add", (Pair p) -> p.a() + p.b())
          .description("Adds two integers.").inputType(Pair.class).build();
    }
  }

  @Test
  void withToolBeansTheCodeModeCallbackWrapsThemAll() {
    runner.withUserConfiguration(ToolBeans.class).run(context -> {
      assertThat(context).hasSingleBean(KraitToolCallback.class).hasSingleBean(CodeExecutor.class);
      KraitToolCallback codeMode = context.getBean(KraitToolCallback.class);
      String description = codeMode.getToolDefinition().description();
      assertThat(description).contains("async def stock(*, product: str) -> Any:")
          .contains("async def add(*, a: int, b: int) -> Any:")
          .doesNotContain("run_python(");
      String out = codeMode.call("{\"code\": \"import asyncio\\n"
          + "s = await asyncio.gather(tools.stock(product='pen'), tools.stock(product='stapler'))\\n"
          + "text(await tools.add(a=s[0], b=s[1]))\"}");
      assertThat(out).isEqualTo("100");
    });
  }

  @Test
  void withoutToolBeansThereIsAnExecutorButNoCallback() {
    runner.run(context -> {
      assertThat(context).hasSingleBean(CodeExecutor.class).hasSingleBean(ConversationStores.class)
          .doesNotHaveBean(KraitToolCallback.class);
      assertThat(context.getBean(CellLimits.class)).isEqualTo(CellLimits.defaults());
    });
  }

  @Test
  void propertiesBindIntoTheLimitsAndTheDescription() {
    runner.withUserConfiguration(ToolBeans.class)
        .withPropertyValues("krait.timeout=2s", "krait.heap=32MB", "krait.last-expression-value=true",
            "krait.catalogue-limit=1")
        .run(context -> {
          CellLimits limits = context.getBean(CellLimits.class);
          assertThat(limits.timeout()).isEqualTo(Duration.ofSeconds(2));
          assertThat(limits.heapBytes()).isEqualTo(32L << 20);
          String description = context.getBean(KraitToolCallback.class).getToolDefinition().description();
          assertThat(description).contains("2s of CPU").contains("32 MiB").contains("search_tools");
          assertThat(context.getBean(KraitToolCallback.class).call("{\"code\": \"6 * 7\"}")).isEqualTo("Value: 42");
        });
  }

  @Test
  void invalidPropertiesFailTheStartWithTheirMessage() {
    runner.withPropertyValues("krait.timeout=0s", "krait.heap=1MB").run(context -> {
      assertThat(context).hasFailed();
      String message = messages(context.getStartupFailure());
      assertThat(message).contains("timeout must be positive").contains("heapBytes must be at least 8 MiB");
    });
    runner.withPropertyValues("krait.store.type=sqlite").run(context ->
        assertThat(messages(context.getStartupFailure())).contains("needs krait.store.sqlite-file"));
  }

  @Test
  void aSqliteFileKeepsStateAcrossRestarts(@TempDir Path dir) {
    String file = dir.resolve("state.db").toString();
    ApplicationContextRunner sqlite = runner.withUserConfiguration(ToolBeans.class)
        .withPropertyValues("krait.store.type=sqlite", "krait.store.sqlite-file=" + file);
    ToolContext ann = new ToolContext(Map.of(ChatMemory.CONVERSATION_ID, "ann"));
    sqlite.run(context -> {
      assertThat(context.getBean(ConversationStores.class)).isInstanceOf(JdbcConversationStores.class);
      context.getBean(KraitToolCallback.class).call("{\"code\": \"store('n', 7)\\nprint('ok')\"}", ann);
    });
    sqlite.run(context -> {
      KraitToolCallback codeMode = context.getBean(KraitToolCallback.class);
      assertThat(codeMode.call("{\"code\": \"text(load('n'))\"}", ann)).isEqualTo("7");
      assertThat(codeMode.call("{\"code\": \"text(load('n'))\"}")).isEqualTo("null");
    });
  }

  @Test
  void theDataSourceBeanCanHoldTheState(@TempDir Path dir) {
    SQLiteDataSource ds = new SQLiteDataSource();
    ds.setUrl("jdbc:sqlite:" + dir.resolve("app.db"));
    runner.withBean(javax.sql.DataSource.class, () -> ds)
        .withPropertyValues("krait.store.type=datasource", "krait.store.table=agent_state")
        .run(context -> {
          ConversationStores stores = context.getBean(ConversationStores.class);
          stores.of("c").commit(Map.of("k", tools.jackson.databind.node.JsonNodeFactory.instance.numberNode(1)));
          try (var c = ds.getConnection(); var r = c.createStatement().executeQuery("SELECT count(*) FROM agent_state")) {
            r.next();
            assertThat(r.getInt(1)).isEqualTo(1);
          }
        });
  }

  @Test
  void applicationBeansWinAndTheStarterCanBeTurnedOff() {
    CodeExecutor mine = CodeExecutor.builder().warmUp(false).build();
    runner.withBean(CodeExecutor.class, () -> mine).withUserConfiguration(ToolBeans.class).run(context -> {
      assertThat(context.getBean(CodeExecutor.class)).isSameAs(mine);
      assertThat(context.getBean(KraitToolCallback.class).executor()).isSameAs(mine);
    });
    runner.withUserConfiguration(ToolBeans.class).withPropertyValues("krait.enabled=false").run(context ->
        assertThat(context).doesNotHaveBean(CodeExecutor.class).doesNotHaveBean(KraitToolCallback.class));
  }

  @Test
  void configurationMetadataDescribesTheProperties() throws Exception {
    try (var in = getClass().getClassLoader().getResourceAsStream("META-INF/spring-configuration-metadata.json")) {
      assertThat(in).isNotNull();
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(json).contains("\"krait.timeout\"").contains("\"krait.store.sqlite-file\"")
          .contains("CPU budget of a cell");
    }
  }

  private static String messages(Throwable t) {
    StringBuilder sb = new StringBuilder();
    for (Throwable e = t; e != null; e = e.getCause()) {
      sb.append(e.getMessage()).append('\n');
    }
    return sb.toString();
  }
}
