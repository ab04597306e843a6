/*
 * A ChatModel that plays a script instead of calling a provider: each user turn is answered with
 * one run_python call carrying the next cell, and the tool's result is answered with its text as
 * the final answer. It records every request, so tests see what the model was shown.
 */
package dev.krait.langchain4j;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.json.JsonMapper;

final class ScriptedChatModel implements ChatModel {
  private final Deque<String> cells = new ArrayDeque<>();
  final List<ChatRequest> requests = new ArrayList<>();
  final List<ToolExecutionResultMessage> results = new ArrayList<>();
  private static final JsonMapper JSON = JsonMapper.builder().build();

  /** One cell per user turn, in order. */
  ScriptedChatModel(String... cells) {
    this.cells.addAll(List.of(cells));
  }

  @Override
  public synchronized ChatResponse doChat(ChatRequest request) {
    requests.add(request);
    List<ChatMessage> messages = request.messages();
    ChatMessage last = messages.get(messages.size() - 1);
    if (last instanceof ToolExecutionResultMessage result) {
      results.add(result);
      return ChatResponse.builder().aiMessage(AiMessage.from(result.text())).build();
    }
    if (cells.isEmpty()) {
      return ChatResponse.builder().aiMessage(AiMessage.from("no cell left to run")).build();
    }
    ToolExecutionRequest call = ToolExecutionRequest.builder()
        .id("call-" + requests.size())
        .name(KraitCodeMode.TOOL_NAME)
        .arguments(JSON.writeValueAsString(Map.of("code", cells.poll())))
        .build();
    return ChatResponse.builder().aiMessage(AiMessage.from(call)).build();
  }
}
