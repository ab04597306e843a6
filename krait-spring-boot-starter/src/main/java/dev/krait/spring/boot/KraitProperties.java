/*
 * The krait.* properties: cell limits, the code-mode tool, and where conversation state lives.
 * Bound by Spring Boot and validated by the class itself (it is a Spring Validator, so no Bean
 * Validation provider is needed): each limit goes through CellLimits' own validating builder, and
 * its message is what the failed start-up reports next to the property.
 */
package dev.krait.spring.boot;

import dev.krait.runtime.CellLimits;
import dev.krait.runtime.CodeMode;
import dev.krait.spring.ai.JdbcConversationStores;
import java.time.Duration;
import java.util.function.Consumer;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;
import org.springframework.validation.Errors;
import org.springframework.validation.Validator;

/** Configuration of Krait code mode, under the prefix {@code krait}. */
@ConfigurationProperties(prefix = "krait")
public class KraitProperties implements Validator {
  /** Whether Krait's auto-configuration is on. */
  private boolean enabled = true;
  /** CPU budget of a cell; time spent waiting on tools is free. At most 24 hours. */
  private Duration timeout = Duration.ofSeconds(5);
  /** Memory a cell's live Python data may take; at least 8MB. */
  private DataSize heap = DataSize.ofMegabytes(64);
  /** Safety cap on a cell's lifetime, waits included (default: max(60s, 10 x timeout)). */
  private Duration wallClockTimeout;
  /** How long a finished cell's cancelled tool calls may take to settle. */
  private Duration drainTimeout = Duration.ofSeconds(30);
  /** Characters of print() output kept per cell. */
  private long maxPrintedChars = 1L << 20;
  /** Outputs, notifications and store writes allowed per cell. */
  private int maxOutputs = 10_000;
  /** Longest cell source accepted, in characters. */
  private long maxSourceChars = 1L << 20;
  /** Whether a cell's result includes the value of its last expression, as in a notebook. */
  private boolean lastExpressionValue = false;
  /** Above this many tools the description lists only their names and cells search the catalogue. */
  private int catalogueLimit = CodeMode.DEFAULT_CATALOGUE_LIMIT;
  /** Whether the JVM warms the interpreter up in the background at start-up (first cells run faster). */
  private boolean warmUp = true;
  /** Where each conversation's store()/load() state lives. */
  private final Store store = new Store();

  /** Where conversation state lives. */
  public static class Store {
    /** memory (the default, lost on restart), sqlite (krait.store.sqlite-file) or datasource (the DataSource bean). */
    private StoreType type = StoreType.MEMORY;
    /** The SQLite database file, for type sqlite; the sqlite-jdbc driver must be on the classpath. */
    private String sqliteFile;
    /** The table for types sqlite and datasource (created if missing). */
    private String table = JdbcConversationStores.DEFAULT_TABLE;

    public StoreType getType() {
      return type;
    }

    public void setType(StoreType type) {
      this.type = type;
    }

    public String getSqliteFile() {
      return sqliteFile;
    }

    public void setSqliteFile(String sqliteFile) {
      this.sqliteFile = sqliteFile;
    }

    public String getTable() {
      return table;
    }

    public void setTable(String table) {
      this.table = table;
    }
  }

  /** The kinds of conversation store. */
  public enum StoreType {
    /** In memory, per conversation; lost on restart. */
    MEMORY,
    /** A SQLite file named by {@code krait.store.sqlite-file}. */
    SQLITE,
    /** The application's {@code DataSource} bean. */
    DATASOURCE
  }

  /** The cell limits these properties describe. */
  public CellLimits toLimits() {
    CellLimits.Builder b = CellLimits.builder();
    b.timeout(timeout).heapBytes(heap.toBytes()).drainTimeout(drainTimeout).maxPrintedChars(maxPrintedChars)
        .maxOutputs(maxOutputs).maxSourceChars(maxSourceChars).lastExpressionValue(lastExpressionValue);
    if (wallClockTimeout != null) {
      b.wallClockTimeout(wallClockTimeout);
    }
    return b.build();
  }

  @Override
  public boolean supports(Class<?> type) {
    return KraitProperties.class.isAssignableFrom(type);
  }

  @Override
  public void validate(Object target, Errors errors) {
    KraitProperties p = (KraitProperties) target;
    CellLimits.Builder b = CellLimits.builder();
    check(errors, "timeout", p.timeout, v -> b.timeout(v));
    check(errors, "heap", p.heap, v -> b.heapBytes(v.toBytes()));
    if (p.wallClockTimeout != null) {
      check(errors, "wallClockTimeout", p.wallClockTimeout, v -> b.wallClockTimeout(v));
    }
    check(errors, "drainTimeout", p.drainTimeout, v -> b.drainTimeout(v));
    check(errors, "maxPrintedChars", p.maxPrintedChars, v -> b.maxPrintedChars(v));
    check(errors, "maxOutputs", p.maxOutputs, v -> b.maxOutputs(v));
    check(errors, "maxSourceChars", p.maxSourceChars, v -> b.maxSourceChars(v));
    if (p.catalogueLimit < 0) {
      errors.rejectValue("catalogueLimit", "krait.catalogueLimit", "must not be negative");
    }
    if (p.store.type == StoreType.SQLITE && (p.store.sqliteFile == null || p.store.sqliteFile.isBlank())) {
      errors.rejectValue("store.sqliteFile", "krait.store.sqliteFile",
          "krait.store.type=sqlite needs krait.store.sqlite-file, the database file");
    }
    if (p.store.type != StoreType.MEMORY && (p.store.table == null || !p.store.table.matches("[A-Za-z_][A-Za-z0-9_]{0,62}"))) {
      errors.rejectValue("store.table", "krait.store.table", "must be a plain SQL identifier (letters, digits, _)");
    }
  }

  /** Applies one value to the limits builder; its IllegalArgumentException becomes the field's error. */
  private static <T> void check(Errors errors, String field, T value, Consumer<T> apply) {
    if (value == null) {
      errors.rejectValue(field, "krait." + field, "must be set");
      return;
    }
    try {
      apply.accept(value);
    } catch (IllegalArgumentException e) {
      errors.rejectValue(field, "krait." + field, e.getMessage());
    }
  }

  public boolean isEnabled() {
    return enabled;
  }

  public void setEnabled(boolean enabled) {
    this.enabled = enabled;
  }

  public Duration getTimeout() {
    return timeout;
  }

  public void setTimeout(Duration timeout) {
    this.timeout = timeout;
  }

  public DataSize getHeap() {
    return heap;
  }

  public void setHeap(DataSize heap) {
    this.heap = heap;
  }

  public Duration getWallClockTimeout() {
    return wallClockTimeout;
  }

  public void setWallClockTimeout(Duration wallClockTimeout) {
    this.wallClockTimeout = wallClockTimeout;
  }

  public Duration getDrainTimeout() {
    return drainTimeout;
  }

  public void setDrainTimeout(Duration drainTimeout) {
    this.drainTimeout = drainTimeout;
  }

  public long getMaxPrintedChars() {
    return maxPrintedChars;
  }

  public void setMaxPrintedChars(long maxPrintedChars) {
    this.maxPrintedChars = maxPrintedChars;
  }

  public int getMaxOutputs() {
    return maxOutputs;
  }

  public void setMaxOutputs(int maxOutputs) {
    this.maxOutputs = maxOutputs;
  }

  public long getMaxSourceChars() {
    return maxSourceChars;
  }

  public void setMaxSourceChars(long maxSourceChars) {
    this.maxSourceChars = maxSourceChars;
  }

  public boolean isLastExpressionValue() {
    return lastExpressionValue;
  }

  public void setLastExpressionValue(boolean lastExpressionValue) {
    this.lastExpressionValue = lastExpressionValue;
  }

  public int getCatalogueLimit() {
    return catalogueLimit;
  }

  public void setCatalogueLimit(int catalogueLimit) {
    this.catalogueLimit = catalogueLimit;
  }

  public boolean isWarmUp() {
    return warmUp;
  }

  public void setWarmUp(boolean warmUp) {
    this.warmUp = warmUp;
  }

  public Store getStore() {
    return store;
  }
}
