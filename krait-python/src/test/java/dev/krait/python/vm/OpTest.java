/*
 * The VM's int opcode constants must agree with the Opcode enum (the spec).
 */
package dev.krait.python.vm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.krait.python.compiler.Opcode;
import java.lang.reflect.Field;
import org.junit.jupiter.api.Test;

class OpTest {
  @Test
  void constantsMatchEnumOrdinals() throws Exception {
    for (Opcode op : Opcode.values()) {
      Field f = Op.class.getDeclaredField(op.name());
      assertThat(f.getInt(null)).as(op.name()).isEqualTo(op.ordinal());
    }
    assertThat(Op.class.getDeclaredFields()).hasSize(Opcode.values().length);
  }
}
