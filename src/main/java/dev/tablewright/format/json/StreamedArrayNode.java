package dev.tablewright.format.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializable;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.node.ArrayNode;

import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * An array of a document being written whose first elements are made one at a time as the writer
 * reaches them, then dropped (a model's items: the tree of a million items takes ten times their
 * file), followed by its ordinary children (elements kept as they were read). The writing counterpart
 * of {@link JsonTreeReader.Streamed}.
 *
 * <p>The streamed elements are not children of the tree: {@link #size()}, {@link #get(int)} and the
 * iterators see only the ordinary ones. Writing (Jackson's serialisation), {@link #element},
 * {@link #length} and {@link #deepCopy} (a plain array of them all) see every element.
 */
public final class StreamedArrayNode extends ArrayNode {
    private final int streamed;
    private final transient IntFunction<JsonNode> make;

    private StreamedArrayNode(int streamed, IntFunction<JsonNode> make) {
        super(Json.NODES);
        this.streamed = streamed;
        this.make = make;
    }

    /** An array whose first elements are {@code sources}, each made by {@code encode} when it is written. */
    public static <T> StreamedArrayNode of(List<T> sources, Function<T, JsonNode> encode) {
        return new StreamedArrayNode(sources.size(), i -> encode.apply(sources.get(i)));
    }

    /** Every element: the streamed ones and the ordinary children. */
    public int length() {
        return streamed + size();
    }

    /** Element {@code i} of {@link #length}, made afresh when it is a streamed one. */
    public JsonNode element(int i) {
        return i < streamed ? make.apply(i) : get(i - streamed);
    }

    @Override
    public void serialize(JsonGenerator g, SerializerProvider provider) throws IOException {
        g.writeStartArray(this, length());
        for (int i = 0; i < length(); i++) {
            ((JsonSerializable) element(i)).serialize(g, provider);
        }
        g.writeEndArray();
    }

    @Override
    public boolean isEmpty(SerializerProvider serializers) {
        return length() == 0;
    }

    /** A plain array of every element: the tree the streamed form stands for. */
    @Override
    public ArrayNode deepCopy() {
        ArrayNode copy = Json.array();
        for (int i = 0; i < length(); i++) {
            copy.add(element(i).deepCopy());
        }
        return copy;
    }

    /** Two streamed arrays are the same object only: their elements are made, not held. */
    @Override
    public boolean equals(Object o) {
        return o == this;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
