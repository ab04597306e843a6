/*
 * Spring Boot auto-configuration of Krait code mode: the beans an application would otherwise
 * write by hand (limits, executor, conversation stores, the run_python ToolCallback), each backing
 * off when the application defines its own. The code-mode callback wraps every ToolCallback and
 * ToolCallbackProvider bean, looked up lazily at each call: providers such as Spring AI's MCP
 * client callbacks change their tools at run time, and the callback is itself a ToolCallback bean.
 */
package dev.krait.spring.boot;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeExecutor;
import dev.krait.spring.ai.ConversationStores;
import dev.krait.spring.ai.JdbcConversationStores;
import dev.krait.spring.ai.KraitToolCallback;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.AnyNestedCondition;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.ConfigurationCondition;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.ToolCallbackProvider;

/**
 * Auto-configures Krait: {@link CellLimits} and a {@link CodeExecutor} from {@code krait.*},
 * {@link ConversationStores} (in memory, a SQLite file, or the {@code DataSource} bean), and, when
 * the application has {@link ToolCallback} or {@link ToolCallbackProvider} beans, a
 * {@link KraitToolCallback} over all of them. Off with {@code krait.enabled=false}.
 */
@AutoConfiguration(afterName = {
    "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
    "org.springframework.ai.mcp.client.common.autoconfigure.McpToolCallbackAutoConfiguration"})
@ConditionalOnClass(ToolCallback.class)
@ConditionalOnProperty(prefix = "krait", name = "enabled", havingValue = "true", matchIfMissing = true)
@EnableConfigurationProperties(KraitProperties.class)
public class KraitAutoConfiguration {

  /** The limits of every cell, from {@code krait.*}. */
  @Bean
  @ConditionalOnMissingBean
  public CellLimits kraitCellLimits(KraitProperties properties) {
    return properties.toLimits();
  }

  /** The executor that runs cells. */
  @Bean
  @ConditionalOnMissingBean
  public CodeExecutor kraitCodeExecutor(CellLimits limits, KraitProperties properties) {
    return CodeExecutor.builder().limits(limits).warmUp(properties.isWarmUp()).build();
  }

  /** Where each conversation's state lives ({@code krait.store.type}). */
  @Bean
  @ConditionalOnMissingBean
  public ConversationStores kraitConversationStores(KraitProperties properties, ObjectProvider<DataSource> dataSource) {
    KraitProperties.Store store = properties.getStore();
    return switch (store.getType()) {
      case MEMORY -> ConversationStores.inMemory();
      case SQLITE -> JdbcConversationStores.create(SqliteFiles.dataSource(store.getSqliteFile()), store.getTable());
      case DATASOURCE -> {
        DataSource ds = dataSource.getIfUnique();
        if (ds == null) {
          throw new IllegalStateException("krait.store.type=datasource needs exactly one DataSource bean");
        }
        yield JdbcConversationStores.create(ds, store.getTable());
      }
    };
  }

  /** The code-mode tool over the application's tool callbacks. */
  @Bean
  @ConditionalOnMissingBean
  @Conditional(OnToolCallbacks.class)
  public KraitToolCallback kraitToolCallback(ObjectProvider<ToolCallback> callbacks,
      ObjectProvider<ToolCallbackProvider> providers, CodeExecutor executor, ConversationStores stores,
      KraitProperties properties) {
    ToolCallbackProvider beans = () -> callbacks.orderedStream()
        .filter(c -> !(c instanceof KraitToolCallback))
        .toArray(ToolCallback[]::new);
    ToolCallbackProvider providedByBeans = () -> providers.orderedStream()
        .flatMap(p -> java.util.Arrays.stream(p.getToolCallbacks()))
        .filter(c -> !(c instanceof KraitToolCallback))
        .toArray(ToolCallback[]::new);
    return KraitToolCallback.builder()
        .toolCallbackProviders(beans, providedByBeans)
        .executor(executor)
        .stores(stores)
        .catalogueLimit(properties.getCatalogueLimit())
        .build();
  }

  /** Matches when the application has at least one ToolCallback or ToolCallbackProvider bean. */
  static final class OnToolCallbacks extends AnyNestedCondition {
    OnToolCallbacks() {
      super(ConfigurationCondition.ConfigurationPhase.REGISTER_BEAN);
    }

    @ConditionalOnBean(ToolCallback.class)
    static final class Callbacks {
    }

    @ConditionalOnBean(ToolCallbackProvider.class)
    static final class Providers {
    }
  }
}
