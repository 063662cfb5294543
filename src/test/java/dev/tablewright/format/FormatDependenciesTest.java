package dev.tablewright.format;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/** The format layer sits on the model only; Jackson stays out of the model. */
@AnalyzeClasses(packages = "dev.tablewright", importOptions = ImportOption.DoNotIncludeTests.class)
class FormatDependenciesTest {

    @ArchTest
    static final ArchRule modelDoesNotUseJackson = noClasses().that().resideInAPackage("dev.tablewright.model..")
            .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml..", "dev.tablewright.format..");

    @ArchTest
    static final ArchRule formatDependsOnlyOnTheModel = noClasses().that().resideInAPackage("dev.tablewright.format..")
            .should().dependOnClassesThat().resideInAnyPackage("dev.tablewright.ui..", "dev.tablewright.app..",
                    "dev.tablewright.aws..", "dev.tablewright.cli..", "dev.tablewright.engine..",
                    "dev.tablewright.rules..", "javafx..");
}
