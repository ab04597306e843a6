/*
 * Guards the memory walk's completeness: every class of the interpreter that can hold a Python
 * object in a field must say so through Referrer.forEachReference, or the memory limit cannot
 * see what that field keeps alive (the holes of issue 12: a bound method, a partial, an
 * lru_cache, a call_later handle, a tee buffer, the re cache). The classes are found on disk
 * (the compiled classes of dev.krait.python), so a new class or field is covered without
 * anyone listing it. Two checks:
 *  - a class with a field that can hold Python objects implements Referrer (or is @NotWalked);
 *  - for every concrete Referrer class, an instance is made without a constructor, every such
 *    field is filled with a distinct probe (an object of the field's type, or an array, a
 *    collection, a map or a lambda containing one), and forEachReference must hand every probe
 *    to the visitor. Other fields hold harmless values (ints 1, enums their first constant).
 */
package dev.krait.python.objects;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ReferenceWalkTest {
  private static final String ROOT_PACKAGE = "dev.krait.python.";
  private static List<Class<?>> classes;
  private static sun.misc.Unsafe unsafe;

  /** A Python object of no particular type, the probe for fields typed PyObject, PyIterator or Object. */
  static final class Probe extends PyIterator {
    @Override
    public PyObject nextOrNull() {
      return null;
    }

    @Override
    public PyType type() {
      return PyType.OBJECT;
    }
  }

  @BeforeAll
  static void findClasses() throws IOException, URISyntaxException, ReflectiveOperationException {
    Path root = Paths.get(PyObject.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Class<?>> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path p : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
        String name = root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), ".")
            .replaceAll("\\.class$", "");
        if (name.startsWith(ROOT_PACKAGE) && !name.endsWith("package-info")) {
          found.add(Class.forName(name, false, ReferenceWalkTest.class.getClassLoader()));
        }
      }
    }
    classes = found;
    Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
    f.setAccessible(true);
    unsafe = (sun.misc.Unsafe) f.get(null);
  }

  @Test
  void findsTheInterpretersClasses() {
    assertThat(classes).contains(PyList.class, PyDict.class, PyBoundMethod.class).hasSizeGreaterThan(200);
  }

  @Test
  void everyHolderOfPythonObjectsIsAReferrer() {
    List<String> problems = new ArrayList<>();
    for (Class<?> c : classes) {
      if (Referrer.class.isAssignableFrom(c) || c.isAnnotationPresent(NotWalked.class) || exempt(c)) {
        continue;
      }
      for (Field f : instanceFields(c, c)) {
        if (!f.isAnnotationPresent(NotWalked.class) && bearing(f.getGenericType(), new LinkedHashSet<>())) {
          problems.add(c.getName() + "." + f.getName() + " (" + f.getGenericType().getTypeName() + ")");
        }
      }
    }
    assertThat(problems)
        .as("fields that can hold Python objects in classes that are not Referrers: implement Referrer "
            + "(and visit them), or mark the class or field @NotWalked with the reason")
        .isEmpty();
  }

  @Test
  void everyReferrerVisitsEveryFieldThatCanHoldAnObject() throws Exception {
    List<String> problems = new ArrayList<>();
    for (Class<?> c : classes) {
      if (!Referrer.class.isAssignableFrom(c) || Modifier.isAbstract(c.getModifiers()) || c.isInterface()
          || c.isAnnotationPresent(NotWalked.class)) {
        continue;
      }
      checkVisits(c, problems);
    }
    assertThat(problems).as("fields forEachReference does not visit (visit them, or mark them @NotWalked "
        + "with the reason)").isEmpty();
  }

  @Test
  void lambdaCapturesAreVisited() {
    Probe p = new Probe();
    List<Object> held = List.of(p);
    BuiltinBody body = (a, k) -> (PyObject) held.get(0);
    PyBuiltinFunction fn = PyBuiltinFunction.function("f", body);
    List<Referrer> seen = new ArrayList<>();
    fn.forEachReference(seen::add);
    assertThat(seen).containsExactly(p);
  }

  // ---------------------------------------------------------------- the probe check

  private static void checkVisits(Class<?> c, List<String> problems) throws Exception {
    Object obj;
    try {
      obj = unsafe.allocateInstance(c);
    } catch (InstantiationException e) {
      problems.add(c.getName() + ": cannot be instantiated for the check (" + e + ")");
      return;
    }
    Map<Field, Object> probes = new LinkedHashMap<>();
    for (Field f : instanceFields(c, Object.class)) {
      if (f.getDeclaringClass() == PyObject.class) {
        continue;
      }
      Object value;
      if (bearing(f.getGenericType(), new LinkedHashSet<>()) && !f.isAnnotationPresent(NotWalked.class)) {
        Object[] probeAndValue = probeFor(f.getGenericType());
        if (probeAndValue == null) {
          problems.add(c.getName() + "." + f.getName() + ": no probe can be made for "
              + f.getGenericType().getTypeName() + " (extend ReferenceWalkTest, or mark it @NotWalked)");
          continue;
        }
        probes.put(f, probeAndValue[0]);
        value = probeAndValue[1];
      } else {
        value = filler(f.getType());
      }
      put(obj, f, value);
    }
    if (probes.isEmpty()) {
      return;
    }
    Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    try {
      ((Referrer) obj).forEachReference(seen::add);
    } catch (RuntimeException e) {
      problems.add(c.getName() + ": forEachReference failed on a partly built object: " + e);
      return;
    }
    for (Map.Entry<Field, Object> e : probes.entrySet()) {
      if (!seen.contains(e.getValue())) {
        problems.add(c.getName() + "." + e.getKey().getName() + " (" + e.getKey().getGenericType().getTypeName() + ")");
      }
    }
  }

  private static void put(Object obj, Field f, Object value) {
    long offset = unsafe.objectFieldOffset(f);
    Class<?> t = f.getType();
    if (t == int.class) {
      unsafe.putInt(obj, offset, (Integer) value);
    } else if (t == long.class) {
      unsafe.putLong(obj, offset, (Long) value);
    } else if (t == boolean.class) {
      unsafe.putBoolean(obj, offset, (Boolean) value);
    } else if (t == byte.class) {
      unsafe.putByte(obj, offset, (Byte) value);
    } else if (t == short.class) {
      unsafe.putShort(obj, offset, (Short) value);
    } else if (t == char.class) {
      unsafe.putChar(obj, offset, (Character) value);
    } else if (t == double.class) {
      unsafe.putDouble(obj, offset, (Double) value);
    } else if (t == float.class) {
      unsafe.putFloat(obj, offset, (Float) value);
    } else {
      unsafe.putObject(obj, offset, value);
    }
  }

  /** A harmless value for a field that holds no Python object. */
  private static Object filler(Class<?> t) {
    if (t == int.class) {
      return 1;
    } else if (t == long.class) {
      return 1L;
    } else if (t == boolean.class) {
      return false;
    } else if (t == byte.class) {
      return (byte) 1;
    } else if (t == short.class) {
      return (short) 1;
    } else if (t == char.class) {
      return 'a';
    } else if (t == double.class) {
      return 1.0;
    } else if (t == float.class) {
      return 1.0f;
    } else if (t.isEnum()) {
      return t.getEnumConstants()[0];
    } else if (t == String.class) {
      return "x";
    } else if (t.isArray() && t.getComponentType() == String.class) {
      return new String[] {"x"};
    }
    return null;
  }

  /** {probe, value to store}: value contains probe, a fresh Referrer; null when none can be made. */
  private static Object[] probeFor(Type t) throws Exception {
    if (t instanceof TypeVariable<?> v) {
      return probeFor(v.getBounds()[0]);
    }
    if (t instanceof WildcardType w) {
      return probeFor(w.getUpperBounds()[0]);
    }
    if (t instanceof GenericArrayType g) {
      Object[] inner = probeFor(g.getGenericComponentType());
      return inner == null ? null : arrayOf(rawClass(g.getGenericComponentType()), inner);
    }
    Class<?> raw = rawClass(t);
    Type[] args = t instanceof ParameterizedType p ? p.getActualTypeArguments() : new Type[0];
    if (raw.isArray()) {
      Object[] inner = probeFor(raw.getComponentType());
      return inner == null ? null : arrayOf(raw.getComponentType(), inner);
    }
    if (raw == Object.class) {
      Probe p = new Probe();
      return new Object[] {p, p};
    }
    if (Referrer.class.isAssignableFrom(raw)) {
      Referrer r = newReferrer(raw);
      return r == null ? null : new Object[] {r, r};
    }
    if (Map.class.isAssignableFrom(raw)) {
      Type kt = args.length == 2 ? args[0] : Object.class;
      Type vt = args.length == 2 ? args[1] : Object.class;
      @SuppressWarnings("unchecked")
      Map<Object, Object> m = (Map<Object, Object>) newCollection(raw, LinkedHashMap::new);
      boolean keys = bearing(kt, new LinkedHashSet<>());
      Object[] k = keys ? probeFor(kt) : new Object[] {null, fillerKey(rawClass(kt))};
      Object[] v = bearing(vt, new LinkedHashSet<>()) ? probeFor(vt) : new Object[] {null, null};
      if (k == null || v == null) {
        return null;
      }
      m.put(k[1], v[1]);
      // one probe stands for the whole map: the key's when keys can hold objects, else the value's
      return new Object[] {keys ? k[0] : v[0], m};
    }
    if (Collection.class.isAssignableFrom(raw) || raw == Iterable.class) {
      Object[] e = probeFor(args.length == 1 ? args[0] : Object.class);
      if (e == null) {
        return null;
      }
      @SuppressWarnings("unchecked")
      Collection<Object> c = (Collection<Object>) newCollection(raw, ArrayList::new);
      c.add(e[1]);
      return new Object[] {e[0], c};
    }
    if (raw == Optional.class) {
      Object[] e = probeFor(args.length == 1 ? args[0] : Object.class);
      return e == null ? null : new Object[] {e[0], Optional.of(e[1])};
    }
    Probe p = new Probe();
    Object fn = capturing(raw, p);
    return fn == null ? null : new Object[] {p, fn};
  }

  private static Object[] arrayOf(Class<?> component, Object[] inner) {
    Object arr = Array.newInstance(component, 2);
    Array.set(arr, 0, inner[1]);
    Array.set(arr, 1, inner[1]);
    return new Object[] {inner[0], arr};
  }

  private static Object fillerKey(Class<?> k) {
    if (k == String.class) {
      return "k";
    } else if (k == Long.class) {
      return 1L;
    } else if (k == Integer.class) {
      return 1;
    }
    return null;
  }

  private static Object newCollection(Class<?> raw, Supplier<Object> dflt) throws Exception {
    if (!raw.isInterface() && !Modifier.isAbstract(raw.getModifiers())) {
      return raw.getDeclaredConstructor().newInstance();
    }
    if (Set.class.isAssignableFrom(raw)) {
      return Collections.newSetFromMap(new IdentityHashMap<>());
    }
    if (Queue.class.isAssignableFrom(raw)) {
      return new ArrayDeque<>();
    }
    if (Map.class.isAssignableFrom(raw)) {
      return new HashMap<>();
    }
    return dflt.get();
  }

  /** A fresh object of a Referrer type: the class itself, or a concrete class of the interpreter that extends it. */
  private static Referrer newReferrer(Class<?> t) throws InstantiationException {
    if (t.isAssignableFrom(Probe.class)) {
      return new Probe();
    }
    Class<?> concrete = t;
    if (t.isInterface() || Modifier.isAbstract(t.getModifiers())) {
      concrete = classes.stream().filter(c -> t.isAssignableFrom(c) && !c.isInterface()
          && !Modifier.isAbstract(c.getModifiers())).findFirst().orElse(null);
      if (concrete == null) {
        return null;
      }
    }
    return (Referrer) unsafe.allocateInstance(concrete);
  }

  /** A lambda of a functional interface that captured {@code p}, or null for an interface not known here. */
  private static Object capturing(Class<?> fi, Probe p) {
    Object[] box = {p};
    if (fi == BuiltinBody.class) {
      return (BuiltinBody) (a, k) -> (PyObject) box[0];
    } else if (fi == Runnable.class) {
      return (Runnable) () -> box[0].hashCode();
    } else if (fi == Supplier.class) {
      return (Supplier<Object>) () -> box[0];
    } else if (fi == Consumer.class) {
      return (Consumer<Object>) x -> box[0].hashCode();
    } else if (fi == BiConsumer.class) {
      return (BiConsumer<Object, Object>) (x, y) -> box[0].hashCode();
    } else if (fi == Function.class || fi == UnaryOperator.class) {
      return (UnaryOperator<Object>) x -> box[0];
    } else if (fi == BiFunction.class) {
      return (BiFunction<Object, Object, Object>) (x, y) -> box[0];
    } else if (fi == Predicate.class) {
      return (Predicate<Object>) x -> box[0] == x;
    }
    return null;
  }

  // ---------------------------------------------------------------- which types can hold a Python object

  private static final Set<Class<?>> FUNCTIONAL = Set.of(BuiltinBody.class, Runnable.class, Supplier.class,
      Consumer.class, BiConsumer.class, Function.class, BiFunction.class, Predicate.class, UnaryOperator.class);

  /** Whether a field of type t can (directly, or through what it contains) hold a Python object. */
  static boolean bearing(Type t, Set<Class<?>> visiting) {
    if (t instanceof TypeVariable<?> v) {
      return bearing(v.getBounds()[0], visiting);
    }
    if (t instanceof WildcardType w) {
      return bearing(w.getUpperBounds()[0], visiting);
    }
    if (t instanceof GenericArrayType g) {
      return bearing(g.getGenericComponentType(), visiting);
    }
    Class<?> raw = rawClass(t);
    Type[] args = t instanceof ParameterizedType p ? p.getActualTypeArguments() : null;
    if (raw.isPrimitive() || raw.isEnum() || raw == String.class) {
      return false;
    }
    if (raw.isArray()) {
      return bearing(raw.getComponentType(), visiting);
    }
    if (raw == Object.class || Referrer.class.isAssignableFrom(raw)) {
      return true;
    }
    if (Map.class.isAssignableFrom(raw)) {
      return args == null || args.length != 2 || bearing(args[0], visiting) || bearing(args[1], visiting);
    }
    if (Iterable.class.isAssignableFrom(raw) || raw == Optional.class) {
      return args == null || args.length != 1 || bearing(args[0], visiting);
    }
    if (FUNCTIONAL.contains(raw)) {
      return true;
    }
    if (raw.getName().startsWith(ROOT_PACKAGE) && visiting.add(raw)) {
      for (Field f : instanceFields(raw, raw)) {
        if (!f.isAnnotationPresent(NotWalked.class) && bearing(f.getGenericType(), visiting)) {
          return true;
        }
      }
    }
    // other functional interfaces of the interpreter could capture anything
    return raw.isInterface() && raw.getName().startsWith(ROOT_PACKAGE) && isFunctional(raw);
  }

  private static boolean isFunctional(Class<?> i) {
    int abstracts = 0;
    for (Method m : i.getMethods()) {
      abstracts += Modifier.isAbstract(m.getModifiers()) ? 1 : 0;
    }
    return abstracts == 1;
  }

  private static Class<?> rawClass(Type t) {
    if (t instanceof Class<?> c) {
      return c;
    }
    if (t instanceof ParameterizedType p) {
      return (Class<?>) p.getRawType();
    }
    if (t instanceof GenericArrayType g) {
      return Array.newInstance(rawClass(g.getGenericComponentType()), 0).getClass();
    }
    if (t instanceof TypeVariable<?> v) {
      return rawClass(v.getBounds()[0]);
    }
    if (t instanceof WildcardType w) {
      return rawClass(w.getUpperBounds()[0]);
    }
    return Object.class;
  }

  /**
   * Instance fields (captured variables and outer instances included) declared by
   * {@code onlyDeclaredIn}, or by c and all its superclasses short of java.* when that is Object.
   */
  private static List<Field> instanceFields(Class<?> c, Class<?> onlyDeclaredIn) {
    List<Field> out = new ArrayList<>();
    for (Class<?> k = c; k != null && !k.getName().startsWith("java."); k = k.getSuperclass()) {
      if (onlyDeclaredIn != Object.class && k != onlyDeclaredIn) {
        break;
      }
      for (Field f : k.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          out.add(f);
        }
      }
    }
    return out;
  }

  /** Classes whose Python values are not yet Python objects of an execution. */
  private static boolean exempt(Class<?> c) {
    String n = c.getName();
    // the AST holds literal values while a cell compiles; the public API's records carry host values
    // Java collections and maps (anonymous subclasses included) are walked as their contents
    return n.startsWith(ROOT_PACKAGE + "parser.") || n.startsWith(ROOT_PACKAGE + "lexer.")
        || c.getPackageName().equals("dev.krait.python") || c.isAnnotation() || c.isInterface()
        || Collection.class.isAssignableFrom(c) || Map.class.isAssignableFrom(c);
  }
}
