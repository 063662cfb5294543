package dev.tablewright.format.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.format.dynamo.DynamoJson;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** SearchVectors in the AWS CLI's {@code --cli-input-json} shape, written and read ({@link CliInputJson}'s kin). */
public final class SearchVectorsJson {
    /** The AWS CLI's skeleton of search-vectors (docs/vector-indexes.md §5), member for member. */
    private static final Set<String> MEMBERS = Set.of("TableName", "IndexName", ReturnMembers.CONSUMED_CAPACITY,
            "ExpressionAttributeNames", "ExpressionAttributeValues", "ProjectionExpression", "SearchVector",
            "SearchConditionExpression", "TopK");

    private SearchVectorsJson() {
    }

    /** A SearchVectors in the AWS CLI's shape, members in the skeleton's order. */
    public static String write(SearchVectorsRequest r) {
        ObjectNode o = Json.object();
        o.put("TableName", r.table());
        o.put("IndexName", r.index());
        ReturnMembers.write(o, r.capacity(), false, false);
        CliInputJson.putCommon(o, "", r.projection(), r.expr(), null, null, null);
        ArrayNode vector = o.putArray("SearchVector");
        r.searchVector().forEach(v -> vector.add(DynamoJson.encode(v)));
        CliInputJson.putText(o, "SearchConditionExpression", r.condition());
        o.put("TopK", r.topK());
        return Json.pretty(o);
    }

    /**
     * SearchVectors' request: TableName, IndexName, SearchVector (DynamoDB JSON values, a plain list)
     * and TopK required. The vector's elements are read as sent: a non-number is DynamoDB's to refuse.
     *
     * @throws IllegalArgumentException naming the member and what was expected
     */
    public static SearchVectorsRequest parse(String json) {
        RequestObject o = RequestObject.root(json, MEMBERS, "search-vectors request");
        Diagnostics d = new Diagnostics("");
        List<AttributeValue> vector = new ArrayList<>();
        List<JsonNode> elements = o.array("SearchVector");
        for (int i = 0; i < elements.size(); i++) {
            DynamoJson.decodeAsSent(elements.get(i), o.path("SearchVector") + "[" + i + "]", d).ifPresent(vector::add);
        }
        RequestJson.failOnErrors(d);
        Integer topK = o.integer("TopK");
        if (topK == null) {
            throw new IllegalArgumentException(o.path("TopK") + ": missing");
        }
        return new SearchVectorsRequest(o.text("TableName", true), o.text("IndexName", true), vector, topK,
                o.text("SearchConditionExpression", false), o.text("ProjectionExpression", false), o.expr(),
                ReturnMembers.capacity(o));
    }
}
