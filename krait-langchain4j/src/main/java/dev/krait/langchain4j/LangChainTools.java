/*
 * LangChain4j's tools as a cell's tools: each AiServiceTool (from @Tool methods, a specification
 * and executor pair, or a ToolProvider) becomes one Krait tool whose input schema is the tool's
 * parameters and whose body calls LangChain4j's own executor, so argument binding, @ToolMemoryId
 * and invocation parameters behave exactly as when the model calls the tool directly.
 */
package dev.krait.langchain4j;

import dev.krait.runtime.ToolException;
import dev.krait.runtime.ToolMetadata;
import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.Content;
import dev.langchain4j.data.message.TextContent;
import dev.langchain4j.internal.JsonSchemaElementJsonUtils;
import dev.langchain4j.invocation.InvocationContext;
import dev.langchain4j.service.tool.AiServiceTool;
import dev.langchain4j.service.tool.DefaultToolExecutor;
import dev.langchain4j.service.tool.ToolExecutionResult;
import dev.langchain4j.service.tool.ToolExecutor;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.Executor;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** Builds the Krait view of LangChain4j tools for one invocation context. */
final class LangChainTools {
  static final JsonMapper MAPPER = JsonMapper.builder().build();

  private LangChainTools() {}

  /**
   * A Krait tool executor over {@code tools}; each call runs LangChain4j's executor with
   * {@code context} (the run_python call's), on {@code executor} when given.
   */
  static dev.krait.runtime.ToolExecutor of(List<AiServiceTool> tools, InvocationContext context, Executor executor) {
    dev.krait.runtime.ToolExecutor.Builder b = dev.krait.runtime.ToolExecutor.builder();
    if (executor != null) {
      b.executor(executor);
    }
    for (AiServiceTool tool : tools) {
      b.tool(metadata(tool.toolSpecification()), input -> call(tool, input, context));
    }
    return b.build();
  }

  /** The neutral metadata of a LangChain4j tool: name, description and parameters as JSON Schema. */
  static ToolMetadata metadata(ToolSpecification spec) {
    ObjectNode schema;
    if (spec.parameters() == null) {
      schema = JsonNodeFactory.instance.objectNode().put("type", "object");
      schema.putObject("properties");
      schema.put("additionalProperties", false);
    } else {
      Map<String, Object> map = JsonSchemaElementJsonUtils.toMap(spec.parameters());
      schema = MAPPER.valueToTree(map);
      if (!schema.has("properties")) {
        schema.putObject("properties");
      }
    }
    String description = spec.description() == null ? "" : spec.description();
    return new ToolMetadata(spec.name(), description, Optional.of(schema));
  }

  private static JsonNode call(AiServiceTool tool, JsonNode input, InvocationContext context) {
    ToolExecutor executor = tool.toolExecutor();
    ToolExecutionRequest request = ToolExecutionRequest.builder()
        .id("krait-" + UUID.randomUUID())
        .name(tool.name())
        .arguments(MAPPER.writeValueAsString(input))
        .build();
    ToolExecutionResult result;
    try {
      result = executor.executeWithContext(request, context);
    } catch (RuntimeException e) {
      Throwable cause = e.getCause() != null && e.getClass().getName().startsWith("dev.langchain4j.exception.")
          ? e.getCause() : e;
      throw ToolException.failed(cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName());
    }
    if (result == null) {
      return JsonNodeFactory.instance.nullNode();
    }
    if (result.isError()) {
      throw ToolException.failed(text(result));
    }
    if (executor instanceof DefaultToolExecutor d) {
      // a @Tool method: its Java return value, as JSON (void is None)
      if (d.originalMethod().getReturnType() == void.class || result.result() == null) {
        return JsonNodeFactory.instance.nullNode();
      }
      try {
        return MAPPER.valueToTree(result.result());
      } catch (JacksonException | IllegalArgumentException e) {
        return JsonNodeFactory.instance.stringNode(text(result));
      }
    }
    return fromText(text(result));
  }

  /**
   * A tool answer given as text (MCP tools, hand-written executors): a JSON object or array is
   * parsed, so the cell can index it; anything else stays a str.
   */
  static JsonNode fromText(String text) {
    String t = text.strip();
    if (t.startsWith("{") || t.startsWith("[")) {
      try {
        return MAPPER.readTree(t);
      } catch (JacksonException e) {
        // not JSON after all: the text as is
      }
    }
    return JsonNodeFactory.instance.stringNode(text);
  }

  private static String text(ToolExecutionResult result) {
    StringBuilder sb = new StringBuilder();
    for (Content c : result.resultContents()) {
      if (c instanceof TextContent t) {
        sb.append(t.text());
      } else {
        sb.append('[').append(c.type()).append(']');
      }
    }
    return sb.toString();
  }
}
