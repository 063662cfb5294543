package dev.tablewright.engine.diff;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.IndexSettings;
import dev.tablewright.model.settings.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A side that holds only tables' designs (a CloudFormation or Terraform file, a live table's
 * description) compared with a model: such a side has no entities, templates, access patterns or
 * sample items, and declares only key attributes, so each of its tables takes those from the model's
 * table of the same name. The diff then shows where keys, indexes, billing and settings disagree,
 * not that the design side "removed" every entity.
 */
public final class DesignOnly {
    private DesignOnly() {
    }

    /** {@code design}'s tables, each with what a design cannot hold taken from {@code model}'s table of that name. */
    public static DataModel carry(DataModel design, DataModel model) {
        List<TableDesign> tables = new ArrayList<>();
        for (TableDesign t : design.tables()) {
            tables.add(model.table(t.name()).map(m -> carry(t, m)).orElse(t));
        }
        return design.withTables(tables);
    }

    /**
     * {@code model}'s table with {@code design}'s keys, key attribute types, indexes, billing and
     * settings. What is no infrastructure (the expected item count, a template's logical ID) stays the
     * model's; a GSI's units and a replica's overrides take the model's form where they come out the
     * same ("the table's" and the table's number written out are one setting: Terraform's GSI has no
     * "inherit", CloudFormation leaves out what the table has).
     */
    public static TableDesign carry(TableDesign design, TableDesign model) {
        // The attributes are the model's to declare (a design declares only key attributes); a key's type is the design's.
        List<AttributeDef> attributes = model.attributes().stream().map(a -> design.keyAttributes().stream()
                .filter(k -> k.name().equals(a.name())).findFirst()
                .map(k -> new AttributeDef(a.name(), k.type(), a.required())).orElse(a)).toList();
        TableSettings settings = design.settings().withExpectedItemCount(model.settings().expectedItemCount())
                .withStack(model.settings().stack()).withReplication(ReplicaForms.of(design, model));
        return model.withName(design.name()).withKeySchema(design.keySchema()).withAttributes(attributes)
                .withGlobalIndexes(design.globalIndexes().stream().map(g -> inherited(g, design, model)).toList())
                .withLocalIndexes(design.localIndexes()).withVectorIndexes(design.vectorIndexes())
                .withBilling(design.billing()).withSettings(settings);
    }

    /** A GSI's units in the model's form ("the table's" or the same number written out) where they come out the same. */
    private static GlobalSecondaryIndex inherited(GlobalSecondaryIndex g, TableDesign design, TableDesign model) {
        Optional<GlobalSecondaryIndex> m = model.globalIndexes().stream().filter(x -> x.name().equals(g.name())).findFirst();
        if (m.isEmpty()) {
            return g;
        }
        IndexSettings s = g.settings();
        IndexSettings ms = m.get().settings();
        Optional<Long> read = s.readUnits().orElse(design.billing().readCapacityUnits())
                == ms.readUnits().orElse(model.billing().readCapacityUnits()) ? ms.readUnits() : s.readUnits();
        Optional<Long> write = s.writeUnits().orElse(design.billing().writeCapacityUnits())
                == ms.writeUnits().orElse(model.billing().writeCapacityUnits()) ? ms.writeUnits() : s.writeUnits();
        return g.withSettings(s.withUnits(read, write));
    }

    /**
     * As {@link #carry(DataModel, DataModel)} for a Terraform file, whose replica block cannot say a
     * replica's table class, read units or on-demand maximum: those are the model's, not drift.
     */
    public static DataModel carryTerraform(DataModel design, DataModel model) {
        DataModel carried = carry(design, model);
        return carried.withTables(carried.tables().stream().map(t -> model.table(t.name()).map(m -> t.withSettings(
                t.settings().withReplication(ReplicaForms.withUnsaid(t.settings().replication(), m.settings().replication()))))
                .orElse(t)).toList());
    }
}
