/*
 * The CPU kernels (resources/kernels/NAME.py) as data: their names, their source, and the cell
 * text each runner builds from them. Shared by the JMH benchmark and the side-by-side runner so
 * both run exactly the same Python.
 */
package dev.krait.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

final class Kernels {
  private Kernels() {}

  /** Every kernel, in the order the tables list them. */
  static final String[] NAMES = {
      "fib", "loop_sum", "sort_key", "word_count", "fstring_join", "group_by", "json_roundtrip",
      "class_attrs", "dataclass_records", "method_calls", "closures", "generators", "str_methods",
      "re_match", "set_algebra", "bigint", "sorted_tuples", "counter_defaultdict"};

  /** The source of a kernel: from {@code dir} when given, else from the jar's resources. */
  static String source(Path dir, String name) {
    try {
      if (dir != null) {
        return Files.readString(dir.resolve(name + ".py"));
      }
      try (InputStream in = Kernels.class.getResourceAsStream("/kernels/" + name + ".py")) {
        if (in == null) {
          throw new IllegalArgumentException("no kernel named " + name);
        }
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The cell that times a kernel: its source, the shared harness, and the call that runs it. */
  static String timedCell(Path dir, String name, int warmup, int reps) {
    return source(dir, name) + "\n" + source(dir, "harness")
        + "\n_bench_main(" + pyString(name) + ", " + warmup + ", " + reps + ")\n";
  }

  private static String pyString(String s) {
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }
}
