package dev.tablewright.ui.inspector;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One key attribute in the entity inspector: where the key is used, its type, the entity's
 * template for it as an editable field, and, as the user types, the example key and what is wrong.
 */
public final class TemplateRow {
    private final String keyAttribute;
    private final ReadOnlyStringWrapper usedBy = new ReadOnlyStringWrapper(this, "usedBy", "");
    private final ReadOnlyObjectWrapper<AttributeType> type = new ReadOnlyObjectWrapper<>(this, "type", AttributeType.S);
    private final ReadOnlyStringWrapper example = new ReadOnlyStringWrapper(this, "example", "");
    private final ReadOnlyObjectWrapper<Severity> severity = new ReadOnlyObjectWrapper<>(this, "severity");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final CommitField template;
    private TableDesign table;
    private Entity entity;

    /** @param committer applies a template text ("" clears it) to the model; returns a refusal or empty */
    TemplateRow(String keyAttribute, Function<String, Optional<String>> committer) {
        this.keyAttribute = keyAttribute;
        this.template = new CommitField(committer);
        template.textProperty().addListener((o, a, b) -> check());
    }

    /** Shows the model's state of this key for this entity. */
    void update(TableDesign newTable, Entity newEntity, String newUsedBy) {
        table = newTable;
        entity = newEntity;
        usedBy.set(newUsedBy);
        type.set(TemplateCheck.keyType(newTable, newEntity, keyAttribute));
        template.reset(newEntity.template(keyAttribute).map(t -> t.source()).orElse(""));
        check();
    }

    /** Recomputes example and validation for the text as typed, committed or not. */
    private void check() {
        if (table == null) {
            return;
        }
        TemplateStatus status = TemplateCheck.check(table, entity, keyAttribute, template.text());
        example.set(status.example());
        severity.set(status.severity());
        message.set(status.message());
    }

    public String keyAttribute() {
        return keyAttribute;
    }

    /** "table partition key, GSI-1 sort key": every place this attribute is a key. */
    public ReadOnlyStringProperty usedByProperty() {
        return usedBy.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<AttributeType> typeProperty() {
        return type.getReadOnlyProperty();
    }

    /** The template as an editable field; empty text means the entity has no template for this key. */
    public CommitField template() {
        return template;
    }

    /** The key the (typed) template makes for the entity's first sample item. */
    public ReadOnlyStringProperty exampleProperty() {
        return example.getReadOnlyProperty();
    }

    /** The worst problem of the typed template; null when there is none. */
    public ReadOnlyObjectProperty<Severity> severityProperty() {
        return severity.getReadOnlyProperty();
    }

    /** Every problem of the typed template, one per line; empty when there is none. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
