package dev.tablewright.ui.inspector;

import atlantafx.base.theme.Styles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Tags of the table or of a replica: key, value (editable), remove; and a line to add one. Ids start
 * with {@code prefix} ("" for the table's: tagList, newTagKey …; "replica": replicaTagList …). Binds only.
 */
final class TagsView extends VBox {
    private final TagsSection vm;
    private final String prefix;
    private final GridPane list = new GridPane();

    TagsView(TagsSection vm) {
        this(vm, "");
    }

    TagsView(TagsSection vm, String prefix) {
        super(4);
        this.vm = vm;
        this.prefix = prefix;
        list.setId(id("tagList"));
        list.setHgap(6);
        list.setVgap(4);
        vm.rows().addListener((ListChangeListener<TagsSection.Row>) c -> rebuild());
        rebuild();
        TextField key = new TextField();
        key.setId(id("newTagKey"));
        key.setPromptText("key");
        key.textProperty().bindBidirectional(vm.newKeyProperty());
        TextField value = new TextField();
        value.setId(id("newTagValue"));
        value.setPromptText("value");
        value.textProperty().bindBidirectional(vm.newValueProperty());
        value.setOnAction(e -> vm.addTag());
        Button add = Fields.button("Add tag", id("addTag"), vm::addTag);
        add.disableProperty().bind(vm.newKeyProperty().isEmpty());
        HBox.setHgrow(key, Priority.ALWAYS);
        HBox.setHgrow(value, Priority.ALWAYS);
        getChildren().addAll(list, new HBox(6, key, value, add), Fields.error(vm.refusalProperty()));
    }

    private void rebuild() {
        list.getChildren().clear();
        int r = 0;
        for (TagsSection.Row row : vm.rows()) {
            Label key = new Label(row.key());
            key.setId(id("tagKey-" + r));
            TextField value = Fields.text(row.value(), id("tagValue-" + r));
            GridPane.setHgrow(value, Priority.ALWAYS);
            Button remove = new Button("−");
            remove.setId(id("removeTag-" + r));
            remove.getStyleClass().addAll(Styles.FLAT, Styles.SMALL);
            remove.setTooltip(new Tooltip("Remove tag " + row.key()));
            remove.setOnAction(e -> vm.removeTag(row.key()));
            list.addRow(r * 2, key, value, remove);
            list.add(Fields.error(row.value()), 1, r * 2 + 1, 2, 1);
            r++;
        }
        if (vm.rows().isEmpty()) {
            list.add(Fields.muted("No tags."), 0, 0, 3, 1);
        }
    }

    /** "tagList", or "replicaTagList" with prefix "replica". */
    private String id(String base) {
        return prefix.isEmpty() ? base : prefix + Character.toUpperCase(base.charAt(0)) + base.substring(1);
    }
}
