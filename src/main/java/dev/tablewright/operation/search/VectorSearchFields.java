package dev.tablewright.operation.search;

import static dev.tablewright.operation.form.ExpressionRows.clauses;
import static dev.tablewright.operation.form.ExpressionRows.substitute;
import static dev.tablewright.operation.form.ExpressionRows.text;

import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.PlaceholderAllocator;
import dev.tablewright.engine.api.ReturnCapacity;
import dev.tablewright.engine.api.SearchVectorsRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.operation.form.ExpressionRows;
import dev.tablewright.operation.form.ExpressionRows.Clause;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * The Vector search tab's fields as typed, built into a SearchVectors and read back from one (a request
 * edited as JSON) where the fields can say the same thing: a vector of numbers, a condition of
 * {@code attribute = value} terms joined by AND, a projection of top-level names, no ReturnConsumedCapacity.
 * The fields read back must build the very same request (names and values substituted), else there are none
 * and the request stays "edited as JSON".
 *
 * @param vector     {@code [0.1, 0.2, …]}
 * @param condition  {@code category = footwear AND brand = Stridewell}
 * @param projection attribute names separated by commas; blank for the index's projected attributes
 */
public record VectorSearchFields(String table, String index, String vector, String topK, String condition,
        String projection) {

    /**
     * The request the fields say, its vector checked against the index's dimensions when {@code design} (the
     * chosen table's, or null) knows the index.
     *
     * @throws IllegalArgumentException with one sentence saying what to fix
     */
    public SearchVectorsRequest build(TableDesign design) {
        if (table == null || table.isBlank()) {
            throw new IllegalArgumentException("choose a table");
        }
        if (index == null || index.isBlank()) {
            throw new IllegalArgumentException("choose a vector index");
        }
        Optional<VectorIndex> known = design == null ? Optional.empty() : design.vectorIndex(index);
        List<AttributeValue> numbers = known.isPresent()
                ? VectorSearchForm.vector(vector, index, known.get().dimensions())
                : VectorSearchForm.vector(vector);
        PlaceholderAllocator placeholders = new PlaceholderAllocator("#n");
        String cond = VectorSearchForm.condition(condition, placeholders, design);
        String proj = projection(projection, placeholders);
        return new SearchVectorsRequest(table.strip(), index.strip(), numbers, VectorSearchForm.topK(topK), cond, proj,
                placeholders.expr(), null);
    }

    /**
     * The fields that build {@code request} under {@code design} (its table's, or null), if the form can say it.
     */
    public static Optional<VectorSearchFields> of(SearchVectorsRequest request, TableDesign design) {
        try {
            if (request.capacity() != ReturnCapacity.NONE) {
                return Optional.empty();
            }
            StringJoiner vector = new StringJoiner(", ", "[", "]");
            for (AttributeValue v : request.searchVector()) {
                if (!(v instanceof AttributeValue.N n)) {
                    return Optional.empty();
                }
                vector.add(n.text());
            }
            List<String> terms = new ArrayList<>();
            for (Clause c : clauses(request.condition(), request.expr())) {
                if (c.or() || !c.op().equals("=") || c.values().size() != 1) {
                    return Optional.empty();
                }
                terms.add(c.attribute() + " = " + text(c.values().get(0)));
            }
            VectorSearchFields fields = new VectorSearchFields(request.table(), request.index(), vector.toString(),
                    String.valueOf(request.topK()), String.join(" AND ", terms),
                    ExpressionRows.projection(request.projection(), request.expr()));
            return Optional.of(fields).filter(f -> resolved(f.build(design)).equals(resolved(request)));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty(); // not a shape the form holds
        }
    }

    private static String projection(String text, PlaceholderAllocator placeholders) {
        if (text == null || text.isBlank()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (String name : text.split(",")) {
            if (!name.isBlank()) {
                names.add(placeholders.name(name.strip()));
            }
        }
        return String.join(", ", names);
    }

    /** The request with every placeholder replaced by what it stands for: equal when they ask the same. */
    private static List<Object> resolved(SearchVectorsRequest r) {
        return List.of(r.table(), r.index(), r.searchVector(), r.topK(), substitute(r.condition(), r.expr()),
                substitute(r.projection(), r.expr()), r.capacity());
    }
}
