package dev.tablewright.aws.commit;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * What a commit adding to an existing table does with its vector indexes, decided before anything
 * changes: each index the model has and the table lacks is created (UpdateTable, one at a time);
 * one that exists otherwise is left as it is, since DynamoDB cannot update a vector index (only
 * delete and create it, which adding does not do); one the table has and the model lacks is left too.
 *
 * @param toCreate the model's indexes the live table lacks, in the model's order
 * @param notes    what differs and is left as it is, one sentence each
 * @param unsupportedBy the endpoint in words ("DynamoDB Local") when it knows no vector indexes, so those
 *                      to create will be skipped; empty when it knows them (or nothing is to be created)
 */
public record VectorIndexPlan(List<VectorIndex> toCreate, List<String> notes, Optional<String> unsupportedBy) {
    public static final VectorIndexPlan NONE = new VectorIndexPlan(List.of(), List.of(), Optional.empty());

    public VectorIndexPlan {
        toCreate = List.copyOf(toCreate);
        notes = List.copyOf(notes);
        unsupportedBy = unsupportedBy == null ? Optional.empty() : unsupportedBy;
    }

    public VectorIndexPlan(List<VectorIndex> toCreate, List<String> notes) {
        this(toCreate, notes, Optional.empty());
    }

    /** The same plan, its indexes to be skipped because {@code where} knows no vector indexes. */
    public VectorIndexPlan unsupportedBy(String where) {
        return new VectorIndexPlan(toCreate, notes, Optional.of(where));
    }

    public static VectorIndexPlan of(TableDesign model, TableDesign live) {
        List<VectorIndex> create = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (VectorIndex v : model.vectorIndexes()) {
            Optional<VectorIndex> there = live.vectorIndex(v.name());
            if (there.isEmpty()) {
                create.add(v);
            } else if (!differences(v, there.get()).isEmpty()) {
                notes.add("vector index " + v.name() + " exists with " + String.join(", ", differences(v, there.get()))
                        + ": DynamoDB cannot update a vector index (delete it and create it again, which adding does"
                        + " not do); left as it is");
            }
        }
        for (VectorIndex l : live.vectorIndexes()) {
            if (model.vectorIndex(l.name()).isEmpty()) {
                notes.add("vector index " + l.name() + " is on the table but not in the model; left as it is");
            }
        }
        return new VectorIndexPlan(create, notes);
    }

    /**
     * "will create vector index ByEmbedding (embedding, 3 dimensions, COSINE)", one per index to create;
     * "vector index ByEmbedding: not supported by DynamoDB Local, will be skipped" where the endpoint knows none.
     */
    public List<String> changes() {
        return toCreate.stream().map(v -> unsupportedBy.map(w -> "vector index " + v.name() + ": not supported by " + w
                + ", will be skipped").orElse("will create vector index " + v.name() + " (" + describe(v) + ")")).toList();
    }

    static String describe(VectorIndex v) {
        return v.vectorAttribute() + ", " + v.dimensions() + " dimensions, " + v.distance();
    }

    /**
     * How the live index differs from the model's, one clause per field, the live value first:
     * "dimensions 4 (the model's 3)"; empty when they are the same (an INCLUDE list or the inline
     * filters in another order are the same).
     */
    static List<String> differences(VectorIndex model, VectorIndex live) {
        List<String> d = new ArrayList<>();
        differ(d, "vector attribute", live.vectorAttribute(), model.vectorAttribute());
        differ(d, "dimensions", live.dimensions(), model.dimensions());
        differ(d, "distance function", live.distance(), model.distance());
        differ(d, "projection", live.projection().type() + " " + new HashSet<>(live.projection().nonKeyAttributes()),
                model.projection().type() + " " + new HashSet<>(model.projection().nonKeyAttributes()));
        differ(d, "search partition attribute", live.searchSchema().partitionAttribute().orElse("none"),
                model.searchSchema().partitionAttribute().orElse("none"));
        differ(d, "inline filters", new HashSet<>(live.searchSchema().filterAttributes()),
                new HashSet<>(model.searchSchema().filterAttributes()));
        return d;
    }

    private static void differ(List<String> out, String field, Object live, Object model) {
        if (!live.equals(model)) {
            out.add(field + " " + words(live) + " (the model's " + words(model) + ")");
        }
    }

    private static String words(Object value) {
        String w = value.toString().replace("[", "").replace("]", "").trim();
        return w.isEmpty() ? "none" : w;
    }
}
