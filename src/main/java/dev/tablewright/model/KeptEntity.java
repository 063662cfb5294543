package dev.tablewright.model;

import java.util.Objects;

/**
 * An entity of the table whose items no one writes: the table's stream keeps them from the writes to
 * the items of another entity of the same table (a Lambda function on the stream, in production).
 * Its items in a model are computed from the source's ({@code model.stream.KeptItems}), never edited.
 *
 * @param entity  the kept entity
 * @param source  the entity whose writes keep it
 * @param keeping how: totals per group, or index items per source item
 */
public record KeptEntity(String entity, String source, Keeping keeping) {
    public KeptEntity {
        Objects.requireNonNull(entity, "kept entity");
        Objects.requireNonNull(source, "source entity");
        Objects.requireNonNull(keeping, "keeping");
    }

    public KeptEntity withEntity(String name) {
        return new KeptEntity(name, source, keeping);
    }

    public KeptEntity withSource(String name) {
        return new KeptEntity(entity, name, keeping);
    }

    /** The same keeping with a source attribute renamed wherever it names one. */
    public KeptEntity renameSourceAttribute(String from, String to) {
        return new KeptEntity(entity, source, keeping.renameSourceAttribute(from, to));
    }

    /** The same keeping with an attribute of the kept entity renamed (a measure's target). */
    public KeptEntity renameKeptAttribute(String from, String to) {
        return new KeptEntity(entity, source, keeping.renameKeptAttribute(from, to));
    }
}
