/*
 * The captured variables of lambdas and anonymous classes (a builtin function's body closing
 * over a cache, an event-loop callback closing over its arguments) are fields of a class the
 * compiler generates, so no forEachReference can be written for them: they are read by
 * reflection instead. The fields of each such class are found once (ClassValue) and only those
 * whose type can hold an object are kept, so a lambda that captures nothing costs one lookup.
 */
package dev.krait.python.objects;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/** Reflective access to what a generated class captured. */
public final class Captures {
  private Captures() {}

  private static final Field[] NONE = new Field[0];

  private static final ClassValue<Field[]> FIELDS = new ClassValue<>() {
    @Override
    protected Field[] computeValue(Class<?> c) {
      if (!(c.isSynthetic() || c.isHidden() || c.isAnonymousClass() || c.isLocalClass())) {
        return NONE;
      }
      List<Field> out = new ArrayList<>();
      for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
        if (k.getName().startsWith("java.")) {
          break;
        }
        for (Field f : k.getDeclaredFields()) {
          if (!Modifier.isStatic(f.getModifiers()) && mayHoldObjects(f.getType())) {
            f.setAccessible(true);
            out.add(f);
          }
        }
      }
      return out.isEmpty() ? NONE : out.toArray(NONE);
    }
  };

  private static boolean mayHoldObjects(Class<?> t) {
    return !(t.isPrimitive() || t.isEnum() || t == String.class || Number.class.isAssignableFrom(t)
        || t == Boolean.class || t == Character.class || t == String[].class || t.isArray() && t.getComponentType().isPrimitive());
  }

  /** Whether instances of {@code c} may have captured something. */
  public static boolean captures(Class<?> c) {
    return FIELDS.get(c).length > 0;
  }

  /** Visits what the generated object {@code o} captured (nothing for ordinary classes). */
  public static void visit(Object o, ReferenceVisitor visitor) {
    Field[] fields = FIELDS.get(o.getClass());
    for (Field f : fields) {
      Object v;
      try {
        v = f.get(o);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException("captured field not readable: " + f, e);
      }
      if (v != null && v != o) {
        visitor.visitAny(v);
      }
    }
  }
}
