/*
 * Library modules written in Python. Their source lives in real .py files under the resources'
 * lib/ tree, laid out like the module names (lib/asyncio/queues.py), so a reader finds them where
 * a Python programmer looks and tracebacks point at their real line numbers. Each file is parsed
 * and compiled once per JVM; running it into a module is library start-up, not the cell's work,
 * so it is not charged to the cell's budget.
 */
package dev.krait.python.vm;

import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.objects.PyModule;
import dev.krait.python.parser.Parser;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ConcurrentHashMap;

public final class LibraryPython {
  private static final ConcurrentHashMap<String, CodeObject> COMPILED = new ConcurrentHashMap<>();

  private LibraryPython() {}

  /**
   * Runs the library file {@code path} (relative to lib/, e.g. {@code "asyncio/queues.py"}) in the
   * namespace of {@code module}, uncharged.
   */
  public static void runInto(PyModule module, String path) {
    Vm vm = Vm.current();
    // compiling on first use is start-up work too (on a cold JVM it can take a small budget's worth)
    vm.meter.runUncharged(() ->
        vm.runNested(new Frame(code(path), module.instanceDict(), vm.builtins, module.instanceDict())));
  }

  /** The compiled code of a library file, compiled on first use. */
  static CodeObject code(String path) {
    return COMPILED.computeIfAbsent(path, LibraryPython::compile);
  }

  /** The source text of a library file (also used by tests that read the tree). */
  public static String source(String path) {
    String resource = "/lib/" + path;
    try (InputStream in = LibraryPython.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing library file " + resource);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static CodeObject compile(String path) {
    String source = source(path);
    String filename = "lib/" + path;
    return Compiler.compileModule(Parser.parseModule(source, filename), filename, source, false);
  }
}
