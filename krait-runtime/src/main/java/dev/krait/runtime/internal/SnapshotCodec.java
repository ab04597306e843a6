/*
 * The byte format of a durable cell's snapshot, and its authentication. A snapshot is untrusted
 * input when it comes back: the HMAC is checked over every byte before any byte of the body is
 * interpreted, and the body decoder then bounds every length and count by the bytes that are left
 * (so a malformed body, even one with a valid MAC, fails with SnapshotException, never with a Java
 * exception or a large allocation). Encoding is deterministic: the same state gives the same bytes.
 *
 *   "KRAITSNP" | u16 format | u32 body length | body | HMAC-SHA256(key, everything before it)
 *   body: str krait version | str source | varint cpu nanos | 32 bytes seed
 *         | varint g | g str (the approval-gated tools, sorted) | varint n | n events
 *
 * Integers are unsigned LEB128 varints (zigzag for signed ones); strings are a varint byte length
 * and UTF-8; JSON values are a small tagged binary form (see writeJson). docs/durable.md documents
 * the format and the compatibility promise.
 */
package dev.krait.runtime.internal;

import dev.krait.runtime.SnapshotException;
import dev.krait.runtime.ToolCall;
import dev.krait.runtime.ToolError;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Encodes, authenticates, verifies and decodes snapshots. */
public final class SnapshotCodec {
  /** The version of the body layout; a reader refuses any other. */
  public static final int FORMAT = 2;
  /** The Krait release that writes snapshots (informational: compatibility is by {@link #FORMAT}). */
  public static final String KRAIT_VERSION = "0.1.0";
  /** The shortest key accepted: 128 bits. */
  public static final int MIN_KEY_BYTES = 16;
  /** The seed of a cell's deterministic randomness. */
  public static final int SEED_BYTES = 32;
  /** JSON values nested deeper than this cannot be in a snapshot (the cell boundary allows 127). */
  static final int MAX_JSON_DEPTH = 1000;

  private static final byte[] MAGIC = "KRAITSNP".getBytes(StandardCharsets.US_ASCII);
  private static final int HEADER = MAGIC.length + 2 + 4;
  private static final int MAC_BYTES = 32;
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  // event tags
  private static final int RESUMED = 1;
  private static final int CALLED = 2;
  private static final int TOOL_RETURNED = 3;
  private static final int TOOL_FAILED = 4;
  private static final int REPLY_VALUE = 5;
  private static final int REPLY_ERROR = 6;
  private static final int LOADED = 7;
  private static final int LOADED_ABSENT = 8;
  private static final int TICKED = 9;
  private static final int CLOCKED = 10;
  private static final int STARTED = 11;

  // JSON tags
  private static final int J_NULL = 0;
  private static final int J_FALSE = 1;
  private static final int J_TRUE = 2;
  private static final int J_LONG = 3;
  private static final int J_BIG = 4;
  private static final int J_DOUBLE = 5;
  private static final int J_STRING = 6;
  private static final int J_ARRAY = 7;
  private static final int J_OBJECT = 8;

  private SnapshotCodec() {}

  /** Everything a snapshot holds. */
  public record State(String kraitVersion, String source, long cpuNanosUsed, byte[] seed,
      List<String> gatedTools, List<ReplayEvent> events) {
    public State {
      if (seed.length != SEED_BYTES) {
        throw new IllegalArgumentException("seed must be " + SEED_BYTES + " bytes");
      }
      gatedTools = List.copyOf(new java.util.TreeSet<>(gatedTools));
      events = List.copyOf(events);
    }
  }

  /** A state that cannot be written (a value in it has no snapshot form); the message names it. */
  public static final class Unsnapshottable extends Exception {
    private static final long serialVersionUID = 1L;

    Unsnapshottable(String message) {
      super(message, null, false, false);
    }
  }

  // ---------------------------------------------------------------- encoding

  /** The authenticated bytes of {@code state}. */
  public static byte[] encode(State state, byte[] key) throws Unsnapshottable {
    Writer body = new Writer();
    body.string(state.kraitVersion());
    body.string(state.source());
    body.varint(state.cpuNanosUsed());
    body.out.write(state.seed(), 0, SEED_BYTES);
    body.varint(state.gatedTools().size());
    for (String tool : state.gatedTools()) {
      body.string(tool);
    }
    body.events(state.events());
    return seal(body.out.toByteArray(), key);
  }

  /** Header, body and MAC: a snapshot of {@code body} (the fuzz target seals arbitrary bodies). */
  static byte[] seal(byte[] body, byte[] key) {
    ByteBuffer out = ByteBuffer.allocate(HEADER + body.length + MAC_BYTES);
    out.put(MAGIC).putShort((short) FORMAT).putInt(body.length).put(body);
    out.put(mac(key, out.array(), HEADER + body.length));
    return out.array();
  }

  private static int errorKind(ToolError error) {
    if (error instanceof ToolError.Failed) {
      return 0;
    }
    if (error instanceof ToolError.Persistence) {
      return 1;
    }
    return 2;
  }

  private static long zigzag(long v) {
    return (v << 1) ^ (v >> 63);
  }

  private static long unzigzag(long v) {
    return (v >>> 1) ^ -(v & 1);
  }

  private static final class Writer {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();

    void tag(int tag) {
      out.write(tag);
    }

    /** A count and the events, clock readings as differences from the previous one of the list. */
    void events(List<ReplayEvent> events) throws Unsnapshottable {
      varint(events.size());
      long lastTick = 0;
      long lastClock = 0;
      for (ReplayEvent event : events) {
        if (event instanceof ReplayEvent.Resumed) {
          tag(RESUMED);
        } else if (event instanceof ReplayEvent.Started started) {
          tag(STARTED);
          varint(started.id());
        } else if (event instanceof ReplayEvent.Called c) {
          tag(CALLED);
          varint(c.id());
          string(c.tool());
          json(c.input(), "the input of a call to " + c.tool());
          out.write(c.gated() ? 1 : 0);
        } else if (event instanceof ReplayEvent.ToolSettled s) {
          if (s.outcome() instanceof ToolCall.Returned r) {
            tag(TOOL_RETURNED);
            varint(s.id());
            json(r.value(), "the result of tool call " + s.id());
          } else if (s.outcome() instanceof ToolCall.Errored e) {
            tag(TOOL_FAILED);
            varint(s.id());
            out.write(errorKind(e.error()));
            string(e.error().message());
          } else {
            throw new Unsnapshottable("tool call " + s.id() + " has no outcome to record");
          }
        } else if (event instanceof ReplayEvent.ReplySettled r) {
          tag(r.errorType() == null ? REPLY_VALUE : REPLY_ERROR);
          varint(r.id());
          if (r.errorType() != null) {
            string(r.errorType());
            string(r.message());
          }
        } else if (event instanceof ReplayEvent.Loaded l) {
          if (l.value() == null) {
            tag(LOADED_ABSENT);
          } else {
            tag(LOADED);
            json(l.value(), "a value load() returned");
          }
        } else if (event instanceof ReplayEvent.Ticked t) {
          tag(TICKED);
          varint(zigzag(t.nanos() - lastTick));
          lastTick = t.nanos();
        } else if (event instanceof ReplayEvent.Clocked c) {
          tag(CLOCKED);
          varint(zigzag(c.epochNanos() - lastClock));
          lastClock = c.epochNanos();
        } else {
          throw new IllegalStateException("no encoding for " + event);
        }
      }
    }

    void varint(long v) {
      while ((v & ~0x7FL) != 0) {
        out.write((int) ((v & 0x7F) | 0x80));
        v >>>= 7;
      }
      out.write((int) v);
    }

    void string(String s) {
      byte[] b = s.getBytes(StandardCharsets.UTF_8);
      varint(b.length);
      out.write(b, 0, b.length);
    }

    void json(JsonNode node, String what) throws Unsnapshottable {
      json(node, what, 0);
    }

    private void json(JsonNode node, String what, int depth) throws Unsnapshottable {
      if (depth > MAX_JSON_DEPTH) {
        throw new Unsnapshottable(what + " is nested deeper than " + MAX_JSON_DEPTH + " levels");
      }
      if (node == null || node.isNull()) {
        tag(J_NULL);
      } else if (node.isBoolean()) {
        tag(node.booleanValue() ? J_TRUE : J_FALSE);
      } else if (node.isIntegralNumber()) {
        BigInteger value = node.bigIntegerValue();
        if (value.bitLength() < 64) {
          tag(J_LONG);
          varint(zigzag(value.longValue()));
        } else {
          tag(J_BIG);
          byte[] b = value.toByteArray();
          varint(b.length);
          out.write(b, 0, b.length);
        }
      } else if (node.isNumber()) {
        // the interpreter reads every JSON float as a double: nothing else of it can matter
        tag(J_DOUBLE);
        long bits = Double.doubleToRawLongBits(node.doubleValue());
        for (int shift = 56; shift >= 0; shift -= 8) {
          out.write((int) (bits >>> shift));
        }
      } else if (node.isString()) {
        tag(J_STRING);
        string(node.stringValue());
      } else if (node.isArray()) {
        tag(J_ARRAY);
        varint(node.size());
        for (JsonNode item : node) {
          json(item, what, depth + 1);
        }
      } else if (node.isObject()) {
        tag(J_OBJECT);
        varint(node.size());
        for (Map.Entry<String, JsonNode> e : node.properties()) {
          string(e.getKey());
          json(e.getValue(), what, depth + 1);
        }
      } else {
        throw new Unsnapshottable(what + " holds a JSON value of kind " + node.getNodeType()
            + ", which a snapshot cannot hold");
      }
    }
  }

  /**
   * Whether two JSON values are the same as the cell sees them (so an int node and a long node of
   * the same number are equal, unlike {@link JsonNode#equals}).
   */
  public static boolean sameJson(JsonNode a, JsonNode b) {
    try {
      Writer x = new Writer();
      x.json(a, "");
      Writer y = new Writer();
      y.json(b, "");
      return java.util.Arrays.equals(x.out.toByteArray(), y.out.toByteArray());
    } catch (Unsnapshottable e) {
      return a.equals(b);
    }
  }

  // ---------------------------------------------------------------- decoding

  /**
   * Verifies and decodes {@code bytes}. The MAC is checked before anything else is read; then the
   * body is decoded with every length bounded.
   */
  public static State decode(byte[] bytes, byte[] key) throws SnapshotException {
    if (bytes.length < HEADER + MAC_BYTES) {
      throw new SnapshotException("not a Krait snapshot (too short: " + bytes.length + " bytes)");
    }
    byte[] expected = mac(key, bytes, bytes.length - MAC_BYTES);
    byte[] actual = java.util.Arrays.copyOfRange(bytes, bytes.length - MAC_BYTES, bytes.length);
    if (!MessageDigest.isEqual(expected, actual)) {
      throw new SnapshotException("authentication failed: the snapshot was altered or made with"
          + " another key");
    }
    // Authentic: from here on it is our own writing, but still decoded defensively.
    for (int i = 0; i < MAGIC.length; i++) {
      if (bytes[i] != MAGIC[i]) {
        throw new SnapshotException("not a Krait snapshot (bad magic)");
      }
    }
    ByteBuffer header = ByteBuffer.wrap(bytes, MAGIC.length, 6);
    int format = header.getShort() & 0xFFFF;
    if (format < 1 || format > FORMAT) {
      throw new SnapshotException("snapshot format " + format + " is not supported (this Krait"
          + " reads formats 1 to " + FORMAT + ")");
    }
    long length = header.getInt() & 0xFFFFFFFFL;
    if (length != bytes.length - HEADER - MAC_BYTES) {
      throw new SnapshotException("malformed snapshot: the body is " + (bytes.length - HEADER - MAC_BYTES)
          + " bytes, the header says " + length);
    }
    Reader in = new Reader(bytes, HEADER, bytes.length - MAC_BYTES);
    try {
      String version = in.string();
      String source = in.string();
      long cpu = in.varint();
      byte[] seed = in.bytes(SEED_BYTES);
      long gatedCount = in.count();
      List<String> gatedTools = new ArrayList<>();
      for (long i = 0; i < gatedCount; i++) {
        gatedTools.add(in.string());
      }
      List<ReplayEvent> events = in.events(format);
      if (in.pos != in.end) {
        throw new SnapshotException("malformed snapshot: " + (in.end - in.pos) + " bytes after the last event");
      }
      return new State(version, source, cpu, seed, gatedTools, events);
    } catch (RuntimeException e) {
      // belt and braces: the reader bounds everything, but no Java exception may leave a decode
      throw new SnapshotException("malformed snapshot: " + e.getClass().getSimpleName());
    }
  }

  private static final class Reader {
    final byte[] b;
    int pos;
    final int end;

    Reader(byte[] b, int pos, int end) {
      this.b = b;
      this.pos = pos;
      this.end = end;
    }

    /** A count and that many events (format: the snapshot's; format 1 has no Started events). */
    List<ReplayEvent> events(int format) throws SnapshotException {
      long count = count();
      List<ReplayEvent> events = new ArrayList<>((int) Math.min(count, 1 << 16));
      long lastTick = 0;
      long lastClock = 0;
      for (long i = 0; i < count; i++) {
        int tag = u8();
        switch (tag) {
          case RESUMED -> events.add(new ReplayEvent.Resumed());
          case STARTED -> {
            if (format < 2) {
              throw new SnapshotException("malformed snapshot: unknown event tag " + tag);
            }
            events.add(new ReplayEvent.Started(id()));
          }
          case CALLED -> {
            long id = id();
            String tool = string();
            JsonNode input = json(0);
            int gated = u8();
            if (gated > 1) {
              throw new SnapshotException("malformed snapshot: bad flag " + gated);
            }
            events.add(new ReplayEvent.Called(id, tool, input, gated == 1));
          }
          case TOOL_RETURNED -> events.add(new ReplayEvent.ToolSettled(id(),
              new ToolCall.Returned(json(0))));
          case TOOL_FAILED -> {
            long id = id();
            int kind = u8();
            String message = string();
            ToolError error = switch (kind) {
              case 0 -> new ToolError.Failed(message);
              case 1 -> new ToolError.Persistence(message);
              case 2 -> new ToolError.CleanupUnconfirmed(message);
              default -> throw new SnapshotException("malformed snapshot: unknown tool error kind " + kind);
            };
            events.add(new ReplayEvent.ToolSettled(id, new ToolCall.Errored(error)));
          }
          case REPLY_VALUE -> events.add(new ReplayEvent.ReplySettled(id(), null, null));
          case REPLY_ERROR -> events.add(new ReplayEvent.ReplySettled(id(), string(), string()));
          case LOADED -> events.add(new ReplayEvent.Loaded(json(0)));
          case LOADED_ABSENT -> events.add(new ReplayEvent.Loaded(null));
          case TICKED -> {
            lastTick += unzigzag(varint());
            events.add(new ReplayEvent.Ticked(lastTick));
          }
          case CLOCKED -> {
            lastClock += unzigzag(varint());
            events.add(new ReplayEvent.Clocked(lastClock));
          }
          default -> throw new SnapshotException("malformed snapshot: unknown event tag " + tag);
        }
      }
      return events;
    }

    SnapshotException truncated() {
      return new SnapshotException("malformed snapshot: truncated at byte " + pos);
    }

    int u8() throws SnapshotException {
      if (pos >= end) {
        throw truncated();
      }
      return b[pos++] & 0xFF;
    }

    long varint() throws SnapshotException {
      long v = 0;
      for (int shift = 0; shift < 64; shift += 7) {
        int x = u8();
        v |= (long) (x & 0x7F) << shift;
        if ((x & 0x80) == 0) {
          if (shift == 63 && x > 1) {
            break;
          }
          return v;
        }
      }
      throw new SnapshotException("malformed snapshot: bad varint at byte " + pos);
    }

    /** A count or length: each counted item takes at least one byte, so it cannot exceed what is left. */
    long count() throws SnapshotException {
      long n = varint();
      if (n < 0 || n > end - pos) {
        throw new SnapshotException("malformed snapshot: a count of " + n + " at byte " + pos
            + " exceeds the " + (end - pos) + " bytes left");
      }
      return n;
    }

    long id() throws SnapshotException {
      long id = varint();
      if (id <= 0) {
        throw new SnapshotException("malformed snapshot: bad call id " + id);
      }
      return id;
    }

    byte[] bytes(int n) throws SnapshotException {
      if (n > end - pos) {
        throw truncated();
      }
      byte[] out = java.util.Arrays.copyOfRange(b, pos, pos + n);
      pos += n;
      return out;
    }

    String string() throws SnapshotException {
      int n = (int) count();
      try {
        String s = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(b, pos, n)).toString();
        pos += n;
        return s;
      } catch (CharacterCodingException e) {
        throw new SnapshotException("malformed snapshot: invalid UTF-8 at byte " + pos);
      }
    }

    JsonNode json(int depth) throws SnapshotException {
      if (depth > MAX_JSON_DEPTH) {
        throw new SnapshotException("malformed snapshot: JSON nested deeper than " + MAX_JSON_DEPTH);
      }
      int tag = u8();
      switch (tag) {
        case J_NULL:
          return NODES.nullNode();
        case J_FALSE:
          return NODES.booleanNode(false);
        case J_TRUE:
          return NODES.booleanNode(true);
        case J_LONG:
          return NODES.numberNode(unzigzag(varint()));
        case J_BIG: {
          int n = (int) count();
          if (n == 0) {
            throw new SnapshotException("malformed snapshot: empty big integer");
          }
          return NODES.numberNode(new BigInteger(bytes(n)));
        }
        case J_DOUBLE: {
          byte[] d = bytes(8);
          return NODES.numberNode(ByteBuffer.wrap(d).getDouble());
        }
        case J_STRING:
          return NODES.stringNode(string());
        case J_ARRAY: {
          long n = count();
          ArrayNode array = NODES.arrayNode();
          for (long i = 0; i < n; i++) {
            array.add(json(depth + 1));
          }
          return array;
        }
        case J_OBJECT: {
          long n = count();
          ObjectNode object = NODES.objectNode();
          for (long i = 0; i < n; i++) {
            String key = string();
            object.set(key, json(depth + 1));
          }
          return object;
        }
        default:
          throw new SnapshotException("malformed snapshot: unknown JSON tag " + tag);
      }
    }
  }

  // ---------------------------------------------------------------- journal entries

  /*
   * A journal is a list of entries, each authenticated on its own and bound to its cell and its
   * position, so entries cannot be moved between cells or reordered (a journal cut short at the end
   * reads as a crash at that point, which recovery handles anyway):
   *
   *   "KRAITJNL" | u16 format | u8 kind | payload | HMAC-SHA256(key, cell | 0 | u64 seq | all before)
   *   header (seq 0): str krait version | str source | 32 bytes seed | varint g | g str gated tools
   *   events:         varint cpu nanos | varint n | n events (clock deltas restart in each entry)
   *   end:            nothing (the cell ended: it cannot be recovered or resumed)
   */
  private static final byte[] JOURNAL_MAGIC = "KRAITJNL".getBytes(StandardCharsets.US_ASCII);
  private static final int JOURNAL_HEADER = 1;
  private static final int JOURNAL_EVENTS = 2;
  private static final int JOURNAL_END = 3;

  /** The id of the cell whose randomness comes from {@code seed}: stable across resumes, unique in practice. */
  public static String cellId(byte[] seed) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update("krait cell id".getBytes(StandardCharsets.US_ASCII));
      byte[] digest = sha.digest(seed);
      StringBuilder out = new StringBuilder("cell-");
      for (int i = 0; i < 12; i++) {
        out.append(Character.forDigit((digest[i] >> 4) & 0xF, 16)).append(Character.forDigit(digest[i] & 0xF, 16));
      }
      return out.toString();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is unavailable", e);
    }
  }

  /** What a cell's journal holds: its state as of the last entry, and whether the cell ended. */
  public record Journal(State state, boolean ended, int entries) {}

  /** Entry 0 of a cell's journal: what its snapshot holds besides events. */
  public static byte[] journalHeader(State state, byte[] key, String cell) {
    Writer w = journalWriter(JOURNAL_HEADER);
    w.string(state.kraitVersion());
    w.string(state.source());
    w.out.write(state.seed(), 0, SEED_BYTES);
    w.varint(state.gatedTools().size());
    for (String tool : state.gatedTools()) {
      w.string(tool);
    }
    return sealEntry(w, key, cell, 0);
  }

  /** Entry {@code seq}: events recorded since the previous entry, and the CPU spent so far. */
  public static byte[] journalEvents(long cpuNanos, List<ReplayEvent> events, byte[] key, String cell, long seq)
      throws Unsnapshottable {
    Writer w = journalWriter(JOURNAL_EVENTS);
    w.varint(cpuNanos);
    w.events(events);
    return sealEntry(w, key, cell, seq);
  }

  /** Entry {@code seq}: the cell ended. */
  public static byte[] journalEnd(byte[] key, String cell, long seq) {
    return sealEntry(journalWriter(JOURNAL_END), key, cell, seq);
  }

  private static Writer journalWriter(int kind) {
    Writer w = new Writer();
    w.out.write(JOURNAL_MAGIC, 0, JOURNAL_MAGIC.length);
    w.out.write(FORMAT >>> 8);
    w.out.write(FORMAT & 0xFF);
    w.out.write(kind);
    return w;
  }

  private static byte[] sealEntry(Writer w, byte[] key, String cell, long seq) {
    byte[] bytes = w.out.toByteArray();
    byte[] tag = entryMac(key, cell, seq, bytes, bytes.length);
    byte[] out = java.util.Arrays.copyOf(bytes, bytes.length + MAC_BYTES);
    System.arraycopy(tag, 0, out, bytes.length, MAC_BYTES);
    return out;
  }

  private static byte[] entryMac(byte[] key, String cell, long seq, byte[] data, int length) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      mac.update(cell.getBytes(StandardCharsets.UTF_8));
      mac.update((byte) 0);
      mac.update(ByteBuffer.allocate(8).putLong(seq).array());
      mac.update(data, 0, length);
      return mac.doFinal();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is unavailable", e);
    }
  }

  /**
   * Verifies every entry of {@code cell}'s journal (each before reading it) and rebuilds the
   * state they record.
   */
  public static Journal readJournal(List<byte[]> entries, byte[] key, String cell) throws SnapshotException {
    if (entries.isEmpty()) {
      throw new SnapshotException("the journal has no cell " + cell);
    }
    String version = null;
    String source = null;
    byte[] seed = null;
    List<String> gatedTools = new ArrayList<>();
    List<ReplayEvent> events = new ArrayList<>();
    long cpu = 0;
    boolean ended = false;
    for (int seq = 0; seq < entries.size(); seq++) {
      byte[] bytes = entries.get(seq);
      int head = JOURNAL_MAGIC.length + 3;
      if (bytes.length < head + MAC_BYTES) {
        throw new SnapshotException("journal entry " + seq + " of cell " + cell + " is too short");
      }
      byte[] expected = entryMac(key, cell, seq, bytes, bytes.length - MAC_BYTES);
      if (!MessageDigest.isEqual(expected, java.util.Arrays.copyOfRange(bytes, bytes.length - MAC_BYTES, bytes.length))) {
        throw new SnapshotException("authentication failed: journal entry " + seq + " of cell " + cell
            + " was altered, moved, or made with another key");
      }
      if (!java.util.Arrays.equals(bytes, 0, JOURNAL_MAGIC.length, JOURNAL_MAGIC, 0, JOURNAL_MAGIC.length)) {
        throw new SnapshotException("not a Krait journal entry (bad magic)");
      }
      int format = ((bytes[JOURNAL_MAGIC.length] & 0xFF) << 8) | (bytes[JOURNAL_MAGIC.length + 1] & 0xFF);
      if (format < 2 || format > FORMAT) {
        throw new SnapshotException("journal format " + format + " is not supported (this Krait reads"
            + " format " + FORMAT + ")");
      }
      int kind = bytes[head - 1] & 0xFF;
      if (ended || (seq == 0) != (kind == JOURNAL_HEADER)) {
        throw new SnapshotException("malformed journal: entry " + seq + " of cell " + cell + " is out of place");
      }
      Reader in = new Reader(bytes, head, bytes.length - MAC_BYTES);
      try {
        switch (kind) {
          case JOURNAL_HEADER -> {
            version = in.string();
            source = in.string();
            seed = in.bytes(SEED_BYTES);
            long gated = in.count();
            for (long i = 0; i < gated; i++) {
              gatedTools.add(in.string());
            }
          }
          case JOURNAL_EVENTS -> {
            cpu = in.varint();
            events.addAll(in.events(format));
          }
          case JOURNAL_END -> ended = true;
          default -> throw new SnapshotException("malformed journal: unknown entry kind " + kind);
        }
      } catch (RuntimeException e) {
        throw new SnapshotException("malformed journal: " + e.getClass().getSimpleName());
      }
      if (in.pos != in.end) {
        throw new SnapshotException("malformed journal: " + (in.end - in.pos) + " bytes after entry " + seq);
      }
    }
    return new Journal(new State(version, source, cpu, seed, gatedTools, events), ended, entries.size());
  }

  // ---------------------------------------------------------------- authentication

  private static byte[] mac(byte[] key, byte[] data, int length) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      mac.update(data, 0, length);
      return mac.doFinal();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is unavailable", e);
    }
  }
}
