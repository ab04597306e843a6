/*
 * A client transport that remembers which JSON-RPC id carries which tools/call, so a cancelled
 * call can be followed by an MCP notifications/cancelled (the SDK client does not send one).
 */
package dev.krait.mcp.internal;

import io.modelcontextprotocol.json.TypeRef;
import io.modelcontextprotocol.spec.McpClientTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import reactor.core.publisher.Mono;

/** Delegates to a real transport; maps {@code _meta.progressToken} of tools/call requests to ids. */
public final class TrackingTransport implements McpClientTransport {
  private final McpClientTransport delegate;
  private final Map<Object, Object> idByToken = new ConcurrentHashMap<>();
  private final AtomicInteger cancellationsSent = new AtomicInteger();

  private final LineStdioTransport stdio;

  public TrackingTransport(McpClientTransport delegate) {
    this(delegate, null);
  }

  /** @param stdio the delegate when it is a stdio transport (for its counters), else null */
  public TrackingTransport(McpClientTransport delegate, LineStdioTransport stdio) {
    this.delegate = delegate;
    this.stdio = stdio;
  }

  /** Stdout lines the stdio server sent that were not JSON-RPC (0 for HTTP). */
  public long invalidLines() {
    return stdio == null ? 0 : stdio.invalidLines();
  }

  /** The name the stdio transport uses in its messages (null for HTTP). */
  public String label() {
    return stdio == null ? null : stdio.label();
  }

  @Override
  public Mono<Void> connect(Function<Mono<McpSchema.JSONRPCMessage>, Mono<McpSchema.JSONRPCMessage>> handler) {
    return delegate.connect(handler);
  }

  @Override
  public void setExceptionHandler(Consumer<Throwable> handler) {
    delegate.setExceptionHandler(handler);
  }

  @Override
  public Mono<Void> sendMessage(McpSchema.JSONRPCMessage message) {
    if (message instanceof McpSchema.JSONRPCRequest request
        && request.params() instanceof McpSchema.CallToolRequest call
        && call.meta() != null && call.meta().get("progressToken") != null) {
      idByToken.put(call.meta().get("progressToken"), request.id());
    }
    return delegate.sendMessage(message);
  }

  /** Forgets a finished call. */
  public void forget(Object token) {
    idByToken.remove(token);
  }

  /** Sends notifications/cancelled for the request that carried {@code token}, if it was sent. */
  public void cancel(Object token, String reason) {
    Object id = idByToken.remove(token);
    if (id == null) {
      return;
    }
    cancellationsSent.incrementAndGet();
    delegate.sendMessage(new McpSchema.JSONRPCNotification(McpSchema.JSONRPC_VERSION,
            "notifications/cancelled", Map.of("requestId", id, "reason", reason)))
        .onErrorResume(e -> Mono.empty())
        .subscribe();
  }

  /** How many notifications/cancelled were sent (for tests and diagnostics). */
  public int cancellationsSent() {
    return cancellationsSent.get();
  }

  @Override
  public Mono<Void> closeGracefully() {
    return delegate.closeGracefully();
  }

  @Override
  public void close() {
    delegate.close();
  }

  @Override
  public <T> T unmarshalFrom(Object data, TypeRef<T> typeRef) {
    return delegate.unmarshalFrom(data, typeRef);
  }

  @Override
  public List<String> protocolVersions() {
    return delegate.protocolVersions();
  }
}
