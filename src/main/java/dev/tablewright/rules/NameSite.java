package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One place where a table's design names an attribute, so the naming rules check every name the
 * same way wherever it appears.
 *
 * @param what          the role of the name, for messages ("sort key of index GSI1", "item attribute")
 * @param keyOrProjected a key or a projected attribute, whose name DynamoDB limits to 255 bytes
 */
record NameSite(String name, String path, String what, boolean keyOrProjected) {

    /** Every attribute name of a table: keys, declarations, projections, entities, templates, items. */
    static List<NameSite> of(TableDesign table) {
        String t = table.name();
        List<NameSite> sites = new ArrayList<>();
        for (KeySlot k : KeySlot.all(table)) {
            sites.add(new NameSite(k.name(), k.path(table), k.role() + " of " + k.owner(), true));
        }
        sites.add(new NameSite(table.typeAttribute(), Paths.table(t), "type attribute", false));
        for (AttributeDef a : table.attributes()) {
            sites.add(new NameSite(a.name(), Paths.tableAttribute(t, a.name()), "attribute", false));
        }
        for (SecondaryIndex i : table.indexes()) {
            if (i.projection().type() == ProjectionType.INCLUDE) {
                for (String p : i.projection().nonKeyAttributes()) {
                    sites.add(new NameSite(p, Paths.index(t, i.name()), "projected attribute of index " + i.name(),
                            true));
                }
            }
        }
        for (Entity e : table.entities()) {
            for (AttributeDef a : e.attributes()) {
                sites.add(new NameSite(a.name(), Paths.entityAttribute(t, e.name(), a.name()),
                        "attribute of entity " + e.name(), false));
            }
            for (String k : e.keyTemplates().keySet()) {
                sites.add(new NameSite(k, Paths.entityKey(t, e.name(), k), "templated attribute of entity " + e.name(),
                        false));
            }
        }
        // Items repeat the same few names: each is a site once, at the first item that uses it, so a
        // hundred thousand items cost a set lookup each, not a site and a problem each.
        Set<String> itemNames = new HashSet<>();
        for (SampleItem s : SampleItem.of(table)) {
            for (String name : s.item().attributes().keySet()) {
                if (itemNames.add(name)) {
                    sites.add(new NameSite(name, s.path(), "item attribute", false));
                }
            }
        }
        return sites;
    }
}
