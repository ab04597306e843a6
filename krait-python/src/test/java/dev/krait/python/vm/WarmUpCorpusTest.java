/*
 * The warm-up corpus (resources warmup/, run by krait-runtime's WarmUp) is only worth its time if
 * it reaches the paths a novel cell may take: every opcode the compiler emits, every builtin. This
 * checks its coverage; krait-runtime's WarmUpTest checks that each cell ends as CORPUS says.
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.builtins.Builtins;
import dev.krait.python.compiler.CodeConstant;
import dev.krait.python.compiler.CodeObject;
import dev.krait.python.compiler.Compiler;
import dev.krait.python.compiler.Opcode;
import dev.krait.python.objects.ExceptionTypes;
import dev.krait.python.objects.PyObject;
import dev.krait.python.objects.PyType;
import dev.krait.python.parser.Parser;
import dev.krait.python.parser.SyntaxErrorException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class WarmUpCorpusTest {
  /** Opcodes no source can produce today (kept in the instruction set for the compiler's future). */
  private static final Set<Opcode> NEVER_EMITTED = EnumSet.of(Opcode.NOP);
  /** Builtins a warm-up cell cannot usefully call: they only raise in the sandbox. */
  private static final Set<String> UNCALLABLE = Set.of("open", "input", "compile", "__import__", "breakpoint",
      "help", "copyright", "credits", "license", "exit", "quit", "__build_class__", "__builtins__", "__name__");

  @Test
  void corpusUsesEveryOpcode() throws IOException {
    EnumSet<Opcode> seen = EnumSet.noneOf(Opcode.class);
    for (String source : sources()) {
      CodeObject code;
      try {
        code = Compiler.compileModule(Parser.parseModule(source, "<cell>"), "<cell>", source, true);
      } catch (SyntaxErrorException e) {
        continue; // the corpus's syntax-error cell
      }
      collect(code, seen);
    }
    EnumSet<Opcode> missing = EnumSet.complementOf(seen);
    missing.removeAll(NEVER_EMITTED);
    assertThat(missing).as("opcodes no warm-up cell executes").isEmpty();
  }

  @Test
  void corpusNamesEveryBuiltin() throws IOException {
    String all = String.join("\n", sources());
    Set<String> missing = new TreeSet<>();
    for (var e : Builtins.table().entrySet()) {
      String name = e.getKey();
      if (e.getValue() instanceof PyType t && t.isSubtypeOf(ExceptionTypes.BASE_EXCEPTION)) {
        continue; // raising and catching a few of them exercises the rest
      }
      if (!UNCALLABLE.contains(name) && !all.matches("(?s).*\\b" + java.util.regex.Pattern.quote(name) + "\\b.*")) {
        missing.add(name);
      }
    }
    assertThat(missing).as("builtins no warm-up cell mentions").isEmpty();
  }

  private static void collect(CodeObject code, Set<Opcode> seen) {
    Opcode[] ops = Opcode.values();
    for (int ins : code.code) {
      seen.add(ops[ins & 0xff]);
    }
    for (PyObject c : code.consts) {
      if (c instanceof CodeConstant cc) {
        collect(cc.code(), seen);
      }
    }
  }

  static List<String> sources() throws IOException {
    List<String> out = new ArrayList<>();
    for (String line : read("CORPUS").split("\n")) {
      line = line.strip();
      if (!line.isEmpty() && !line.startsWith("#")) {
        out.add(read(line.split("\\s+")[0]));
      }
    }
    return out;
  }

  private static String read(String name) throws IOException {
    try (InputStream in = WarmUpCorpusTest.class.getClassLoader().getResourceAsStream("warmup/" + name)) {
      assertThat(in).as("warm-up resource %s", name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
